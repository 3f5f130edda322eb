/**
 * The board (H-2), typed at load from `data/map.json` (a copy of `shared/rules/hansa/map.json`),
 * with everything the rules ask again and again precomputed once: route adjacency and the
 * route-to-route distances of the displacement radius (H-8.5, A-6), city adjacency for networks
 * (H-13.6) and the East–West connection (H-10.11), and the 2-player provinces (H-14).
 * Cities and routes are addressed by their index in the board's lists; ids travel in views.
 */
import mapJson from './data/map.json';

export type Privilege = 'white' | 'orange' | 'pink' | 'black';
export type Shape = 'square' | 'round';
export type Ability = 'clavisUrbis' | 'actiones' | 'privilegium' | 'liberSophiae' | 'bursa';
export type BoardId = 'front_4_5' | 'back_2_3';

export interface Point {
  x: number;
  y: number;
}

/** One printed Kontor space (H-2.1), index 0 = leftmost, lowest value. */
export interface KontorSpace {
  index: number;
  privilege: Privilege;
  shape: Shape;
  piece: 'trader' | 'merchant';
  prestigeCoin: boolean;
}

export interface CoellenSpace {
  value: number;
  privilege: Privilege;
}

export interface City {
  id: string;
  name: string;
  aliases: string[];
  position: Point;
  kontors: KontorSpace[];
  upgradesAbility: Ability | null;
  /** Only Coellen (H-2.5, H-10.13). */
  prestigeTable: { spaces: CoellenSpace[] } | null;
  eastWestEndpoint: boolean;
}

export interface Route {
  id: string;
  cities: [string, string];
  posts: number;
  tavern: boolean;
  postPositions: Point[];
  bonusTokenPosition: Point;
}

export interface Soldier {
  between: [string, string];
  position: Point;
}

export interface Province {
  id: string;
  outer: boolean;
  boundaryCities: string[];
  borderRoutes: string[];
  borderSoldiers: string[];
  neighbours: string[];
  labelPosition: Point;
}

/** The raw board data as in map.json (what a renderer draws). */
export interface BoardData {
  id: BoardId;
  side: 'front' | 'back';
  playerCounts: number[];
  frame: { width: number; height: number };
  completedCitiesToEndGame: number;
  eastWestConnection: { cities: [string, string]; awards: number[] };
  taverns: string[];
  cities: City[];
  routes: Route[];
  twoPlayer?: { soldiers: Soldier[]; provinces: Province[]; routeSides: Record<string, string[]> };
}

/** A board with index-based lookups precomputed (never mutated after load). */
export interface Board {
  data: BoardData;
  cityIndex: Map<string, number>;
  routeIndex: Map<string, number>;
  provinceIndex: Map<string, number>;
  /** Per route: its two end cities as indices. */
  routeCities: Array<[number, number]>;
  /** Per city: the routes that end in it. */
  cityRoutes: number[][];
  /** Per city: adjacent cities (linked by a route, H-2.3). */
  cityNeighbours: number[][];
  /** Route distance: 0 itself, 1 = shares an end city, …; -1 when unreachable. */
  routeDistance: number[][];
  /** Routes grouped by distance from each route: `rings[r][d-1]` = routes at distance d ≥ 1. */
  rings: number[][][];
  taverns: number[];
  arnheim: number;
  stendal: number;
  /** Index of Coellen and of the Coellen–Warburg route (H-10.13). */
  coellen: number;
  coellenRoute: number;
  /** 2-player provinces (H-14): per province, its border routes and neighbour provinces. */
  provinces: Array<{
    id: string;
    borderRoutes: number[];
    neighbours: number[];
    isBorder: boolean[];
    withinTwo: number[];
  }>;
}

export const PRIVILEGES: readonly Privilege[] = ['white', 'orange', 'pink', 'black'];

function build(data: BoardData): Board {
  const cityIndex = new Map<string, number>();
  data.cities.forEach((c, i) => cityIndex.set(c.id, i));
  const routeIndex = new Map<string, number>();
  data.routes.forEach((r, i) => routeIndex.set(r.id, i));
  const routeCities = data.routes.map(
    (r) => [cityIndex.get(r.cities[0])!, cityIndex.get(r.cities[1])!] as [number, number],
  );
  const cityRoutes: number[][] = data.cities.map(() => []);
  routeCities.forEach(([a, b], r) => {
    cityRoutes[a]!.push(r);
    cityRoutes[b]!.push(r);
  });
  const cityNeighbours = data.cities.map((_, c) =>
    cityRoutes[c]!.map((r) => (routeCities[r]![0] === c ? routeCities[r]![1] : routeCities[r]![0])),
  );
  const n = data.routes.length;
  const routeDistance: number[][] = [];
  const rings: number[][][] = [];
  for (let r = 0; r < n; r++) {
    const dist = new Array<number>(n).fill(-1);
    dist[r] = 0;
    const queue = [r];
    for (let q = 0; q < queue.length; q++) {
      const cur = queue[q]!;
      for (const c of routeCities[cur]!)
        for (const nb of cityRoutes[c]!)
          if (dist[nb] === -1) {
            dist[nb] = dist[cur]! + 1;
            queue.push(nb);
          }
    }
    routeDistance.push(dist);
    const ring: number[][] = [];
    dist.forEach((d, i) => {
      if (d > 0) (ring[d - 1] ??= []).push(i);
    });
    rings.push(ring.map((x) => x ?? []));
  }
  const coellen = cityIndex.get('coellen')!;
  const warburg = cityIndex.get('warburg')!;
  const coellenRoute = routeCities.findIndex(
    ([a, b]) => (a === coellen && b === warburg) || (a === warburg && b === coellen),
  );
  const provs = data.twoPlayer?.provinces ?? [];
  const provinceIndex = new Map<string, number>();
  provs.forEach((p, i) => provinceIndex.set(p.id, i));
  const provinces = provs.map((p) => {
    const borderRoutes = p.borderRoutes.map((id) => routeIndex.get(id)!);
    const isBorder = new Array<boolean>(n).fill(false);
    for (const r of borderRoutes) isBorder[r] = true;
    return {
      id: p.id,
      borderRoutes,
      neighbours: p.neighbours.map((id) => provinceIndex.get(id)!),
      isBorder,
      withinTwo: [] as number[],
    };
  });
  // H-14.5: provinces one or two border crossings away (the free pawn move).
  for (const [i, p] of provinces.entries()) {
    const near = new Set<number>();
    for (const a of p.neighbours) {
      near.add(a);
      for (const b of provinces[a]!.neighbours) near.add(b);
    }
    near.delete(i);
    p.withinTwo = [...near].sort((x, y) => x - y);
  }
  return {
    data,
    cityIndex,
    routeIndex,
    provinceIndex,
    routeCities,
    cityRoutes,
    cityNeighbours,
    routeDistance,
    rings,
    taverns: data.taverns.map((id) => routeIndex.get(id)!),
    arnheim: cityIndex.get(data.eastWestConnection.cities[0])!,
    stendal: cityIndex.get(data.eastWestConnection.cities[1])!,
    coellen,
    coellenRoute,
    provinces,
  };
}

const raw = mapJson as unknown as { boards: Record<BoardId, BoardData> };

/** Both board sides, typed and precomputed once at load (H-1.1). */
export const BOARDS: Record<BoardId, Board> = {
  front_4_5: build(raw.boards.front_4_5),
  back_2_3: build(raw.boards.back_2_3),
};

/** The board data a renderer needs (cities with Kontor spaces, routes with posts, positions). */
export const HANSA_MAP: Record<BoardId, BoardData> = {
  front_4_5: BOARDS.front_4_5.data,
  back_2_3: BOARDS.back_2_3.data,
};

/** H-4.1: the back side for 2–3 players, the front for 4–5. */
export function boardFor(players: number): BoardId {
  return players <= 3 ? 'back_2_3' : 'front_4_5';
}
