/**
 * Creating a match: game, number of players, who sits where (this device, an invitee, a bot and
 * how strong), and the game's own options as its engine declares them (`facts.options`).
 */
import type { OptionSpec } from '@tabula/engine';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { loadGame } from '../games/registry';
import { listedGames } from './listedGames';
import type { GameUi } from '../games/types';
import { HintsChoice } from '../hint/HintsChoice';
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { myName } from '../net/seats';
import { type ClockChoice, clockConfig } from '../table/clock';
import { ClockFields, INVITED_CLOCK } from './ClockFields';
import { OptionInput } from './OptionInput';
import { RatedChoice } from './RatedChoice';
import { unratedWhy } from './ratedChoice';
import { SeatRows } from './SeatRows';
import type { BotLevel } from './bots';
import { optionApplies, optionHint } from './options';
import { defaultSeats, type SeatChoice } from './seatChoice';
import { startOnDevice, startOnServer } from './startMatch';

export function CreateMatch() {
  const { t, lang } = useI18n();
  const games = useMemo(listedGames, []);
  const [gameId, setGameId] = useState(games[0]!.id);
  const [ui, setUi] = useState<GameUi | null>(null);
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatChoice[]>(() => defaultSeats(2, myName() || ''));
  const [options, setOptions] = useState<Record<string, string | number | boolean>>({});
  const [clock, setClock] = useState<ClockChoice>(INVITED_CLOCK);
  // The bot that plays for a person who runs out of time, leaves or resigns (server default: heuristic).
  const [absentBot, setAbsentBot] = useState<BotLevel>('intermediate');
  const [spectatorChat, setSpectatorChat] = useState(true);
  // A private table is listed in no lobby: only its links reach it (issue 44).
  const [privateTable, setPrivateTable] = useState(false);
  const [hints, setHints] = useState(false);
  // Rated (issue 44): asked of a signed-in person only, casual unless ticked (an invitee may be a
  // guest, and a guest's seat leaves the match unrated); sent only when the table can be rated.
  const { account } = useSession();
  const [rated, setRated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setUi(null);
    loadGame(gameId).then(
      (u) => {
        if (!live) return;
        setUi(u);
        const f = u.game.facts;
        setOptions(Object.fromEntries(f.options.map((o: OptionSpec) => [o.name, o.default])));
        setPlayers((p) => Math.min(f.maxPlayers, Math.max(f.minPlayers, p)));
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  useEffect(() => {
    setSeats((old) => {
      const fresh = defaultSeats(players, old[0]?.name || myName() || '');
      return fresh.map((s, i) => old[i] ?? s);
    });
  }, [players]);

  // A clock only where someone plays from elsewhere: not solo, all-bot or hot-seat-only tables.
  const clocked = players > 1 && seats.slice(0, players).some((s) => s.kind === 'invite');
  // An option that changes nothing for this player count is not sent (the game's default).
  const applied = Object.fromEntries(Object.entries(options).filter(([name]) => optionApplies(gameId, name, players)));
  const ratedWhy = unratedWhy(gameId, seats.slice(0, players), clockConfig(clock) !== undefined);
  const offerRated = Boolean(account) && clocked;
  const patchClock = (patch: Partial<ClockChoice>) => setClock((c) => ({ ...c, ...patch }));
  const patchSeat = (i: number, patch: Partial<SeatChoice>) =>
    setSeats((s) => s.map((x, j) => (j === i ? { ...x, ...patch } : x)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!seats.some((s) => s.kind !== 'bot')) {
      setError(t('lobby.needHuman'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await startOnServer({
        game: gameId,
        players,
        seats,
        options: applied,
        clocked,
        clock: clockConfig(clock),
        absentBot,
        hints,
        spectatorChat,
        privateTable,
        rated: offerRated && ratedWhy === null && rated,
        seatName: (i) => t('seat.player', { n: i + 1 }),
      });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  // Solo and hot-seat need no server (issue 21): with nobody invited the match can be played on
  // this device alone, its bots in the browser, saved in IndexedDB.
  const localOk = seats.slice(0, players).every((s) => s.kind !== 'invite');
  async function startLocal() {
    if (!seats.slice(0, players).some((s) => s.kind === 'here')) {
      setError(t('lobby.needHuman'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await startOnDevice(gameId, players, seats, applied);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  const facts = ui?.game.facts;
  return (
    <form className="panel create" onSubmit={submit} aria-labelledby="create-h">
      <h2 id="create-h">{t('lobby.create')}</h2>
      <div className="row">
        <label>
          {t('lobby.game')}
          <select value={gameId} onChange={(e) => setGameId(e.target.value)} data-testid="game">
            {games.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title[lang]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('lobby.players')}
          <select
            value={players}
            onChange={(e) => setPlayers(Number(e.target.value))}
            data-testid="players"
            disabled={!facts}
          >
            {facts &&
              Array.from({ length: facts.maxPlayers - facts.minPlayers + 1 }, (_, i) => facts.minPlayers + i).map(
                (n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ),
              )}
          </select>
        </label>
      </div>
      <SeatRows game={gameId} seats={seats.slice(0, players)} patch={patchSeat} />
      {facts?.options.some((o) => optionApplies(gameId, o.name, players)) && (
        <fieldset className="options">
          <legend>{t('lobby.options')}</legend>
          {facts.options
            .filter((o) => optionApplies(gameId, o.name, players))
            .map((o) => (
              <div key={o.name} className="option">
                <OptionInput
                  spec={o}
                  label={ui?.optionLabel?.(o.name, lang) ?? o.description}
                  value={options[o.name] ?? o.default}
                  onChange={(v) => setOptions((x) => ({ ...x, [o.name]: v }))}
                />
                <p className="muted hint" data-testid={`opt-hint-${o.name}`}>
                  {optionHint(gameId, o.name, t) ?? o.description}
                </p>
              </div>
            ))}
        </fieldset>
      )}
      {clocked && <ClockFields clock={clock} patch={patchClock} absentBot={absentBot} setAbsentBot={setAbsentBot} />}
      {clocked && <HintsChoice on={hints} set={setHints} />}
      {offerRated && <RatedChoice on={rated} set={setRated} why={ratedWhy} />}
      <label className="check spectator-chat">
        <input
          type="checkbox"
          checked={spectatorChat}
          onChange={(e) => setSpectatorChat(e.target.checked)}
          data-testid="spectator-chat"
        />{' '}
        {t('lobby.spectatorChat')}
      </label>
      <label className="check private-table">
        <input
          type="checkbox"
          checked={privateTable}
          onChange={(e) => setPrivateTable(e.target.checked)}
          data-testid="private-table"
        />{' '}
        {t('lobby.private')}
      </label>
      <p className="muted hint" data-testid="private-hint">
        {t('lobby.privateHint')}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <p className="create-buttons">
        <button type="submit" className="primary" disabled={busy || !facts} data-testid="create">
          {busy ? t('lobby.creating') : t('lobby.start')}
        </button>{' '}
        {localOk && (
          <button
            type="button"
            disabled={busy || !facts}
            onClick={() => void startLocal()}
            data-testid="create-local"
            title={t('local.lead')}
          >
            {t('local.start')}
          </button>
        )}
      </p>
      {localOk && <p className="muted hint">{t('local.lead')}</p>}
    </form>
  );
}
