/**
 * The contract every Tabula game implements. One interface, in the spirit of OpenSpiel's
 * `spiel.h`: state, legal actions and observation kept apart. Every invariant stated here has a
 * test in `test/contract.test.ts` (run against the built-in Nim game) or in a game's own suite.
 *
 * State, Action and View are plain JSON values (no classes, no Map/Set, no undefined in arrays,
 * no functions), so records, snapshots and wire messages are `JSON.stringify` of them.
 */

/** A seat is a player's position at the table: 0 .. players-1. */
export type Seat = number;

/** Who looks at a view: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Options a game accepts at setup, as plain JSON scalars. */
export type GameOptions = Record<string, string | number | boolean>;

export interface SetupArgs {
  players: number;
  /** Any string or number; the game seeds its PRNG from it (see `rng.ts`). */
  seed: string | number;
  options?: GameOptions;
}

/**
 * Something that happened, for logs and clients. `to` limits who may see it: absent means
 * everyone; a list means only those seats (never spectators). Payloads of public events must
 * not contain hidden information.
 */
export interface GameEvent {
  type: string;
  to?: Seat[];
  [key: string]: unknown;
}

export interface ApplyResult<S> {
  state: S;
  events: GameEvent[];
}

export interface Outcome {
  /** Final score per seat (the game's own primary measure: path position, prestige points). */
  scores: number[];
  /** Rank per seat, 1 = best; tied seats share a rank (a shared win is several rank-1 seats). */
  ranking: number[];
  /** Per-seat score breakdown, in the rulebook's vocabulary, for the final score sheet. */
  breakdown: Array<Record<string, number>>;
}

/** A description of one option a game accepts. */
export interface OptionSpec {
  name: string;
  type: 'boolean' | 'number' | 'string';
  default: string | number | boolean;
  description: string;
  /** Allowed values for string/number options, when the set is finite. */
  values?: Array<string | number>;
}

/** Facts about a game (OpenSpiel's GameType): what a harness, bot or UI may rely on. */
export interface GameFacts {
  minPlayers: number;
  maxPlayers: number;
  /** True when some information is hidden from some seat (hands, piles, face-down tokens). */
  hiddenInformation: boolean;
  /** True when more than one seat may be active at once. */
  simultaneous: boolean;
  options: OptionSpec[];
  /** An upper bound on actions in one game under the random policy, for harnesses. */
  maxActions: number;
}

export interface GameDefinition<S, A, V = unknown> {
  /** Short id used on the command line and in records: `nim`, `loyang`, `hansa`. */
  id: string;
  name: string;
  facts: GameFacts;

  /**
   * The initial state. Deterministic: the same args give a byte-identical state.
   * Throws `IllegalAction` (rule id of the setup rule) for an unsupported player count or option.
   * Any decisions the rules give players during setup are pending decisions in the state.
   */
  setup(args: SetupArgs): S;

  /**
   * Seats that owe a decision now. Empty exactly when the game is over. More than one seat
   * when the rules let players act at once, or when a seat owes a reply out of turn.
   * Every seat listed has a non-empty `legalActions`.
   */
  activeSeats(state: S): Seat[];

  /**
   * The complete, finite list of what `seat` may do now; empty for a seat that is not active.
   * Big choices are split into several small decisions (a pending-decision stack in the state)
   * so this list stays short. The order is deterministic.
   */
  legalActions(state: S, seat: Seat): A[];

  /**
   * Applies one action of `seat`. An action that is not legal throws `IllegalAction` naming the
   * rule it breaks and leaves `state` untouched, whatever the input (malformed objects included).
   * The input is untrusted (servers pass what a client sent, records are files): `apply` accepts
   * only an action that is exactly one of `legalActions(state, seat)` — the same keys, no extra
   * ones, values of the listed types and within their ranges — and refuses anything else (extra
   * or missing keys, a string where a number belongs, oversized strings) before acting on it,
   * so an accepted action is stored and replayed verbatim as a legal one. `applyAction`'s
   * generic guard bounds only size, nesting and prototype keys; the exact shape is the game's.
   * Never mutates `state`: the result is a new state (sharing unchanged parts is allowed, so
   * callers must treat states as immutable). Pure: the same state and action give the same result.
   */
  apply(state: S, seat: Seat, action: A): ApplyResult<S>;

  /**
   * `apply` for an action taken unchanged from `legalActions(state, seat)` of this very state:
   * the same result, without checking legality a second time. For a bot's search, which applies
   * millions of listed actions to its own sampled states (the check was ~6% of a Loyang search);
   * never for input from outside (servers, records, a root action tried in a sample it was not
   * listed in). Absent: callers use `apply` (`applyListed` in actions.ts chooses).
   */
  applyListed?(state: S, seat: Seat, action: A): ApplyResult<S>;

  /**
   * What `viewer` may see. Hidden information (hands, pile order, face-down tokens, the PRNG
   * state) is removed, never merely flagged. A spectator sees only public information.
   * Read-only, like states: a view may share objects with the state and with earlier views
   * (viewMemo.ts, so patches skip what did not change), so callers never edit one.
   */
  view(state: S, viewer: Viewer): V;

  /** Null while the game runs; the final result once `activeSeats` is empty. */
  outcome(state: S): Outcome | null;

  /**
   * True for actions that close a seat's voluntary activity (end turn, pass, done). The random
   * policy weights them up the longer a turn lasts so that random play always ends (engine.md §7).
   */
  isPass?(action: A): boolean;

  /**
   * Undo support (undo.ts, README.md "Undo"). Called after `seat`'s legal `action` turned
   * `before` into `after`: returns why that action may never be taken back — it drew randomness
   * (a card drawn, a pile turned, a token drawn) or revealed information some seat had not seen —
   * as a short text citing the rule, or null when taking it back would reveal nothing. Pure, and
   * never called by `apply` or by bots: only where a log is played (replay, server, web).
   * Absent: the game has no undo. The engine adds the other barriers itself (another seat acted;
   * the acting seat's turn or step ended).
   */
  irreversible?(before: S, seat: Seat, action: A, after: S): string | null;

  /** A short human text for an action in the context of `state` (logs, terminal play). */
  describeAction?(state: S, seat: Seat, action: A): string;

  /**
   * A full state consistent with everything `seat` sees in `view`: hidden parts are sampled
   * with `rng` (see `rng.ts`). For information-set search: a bot never reads the real state.
   */
  determinize?(view: V, seat: Seat, rng: RandomSource): S;
}

/** A minimal random source (the engine's `Rng` implements it). */
export interface RandomSource {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
}

/** Any game definition, for registries and generic tools. */
// biome-ignore lint/suspicious/noExplicitAny: any game whatever its state, action and view types, side by side in a registry
export type AnyGame = GameDefinition<any, any, any>;
