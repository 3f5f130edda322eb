/**
 * Creating a match: game, number of players, who sits where (this device, an invitee, a bot and
 * how strong), and the game's own options as its engine declares them (`facts.options`).
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { OptionSpec } from '@tabula/engine';
import { api } from '../net/api';
import { addSeat, myName, setMyName } from '../net/seats';
import { useI18n } from '../i18n/i18n';
import { GAMES, loadGame } from '../games/registry';
import type { GameUi } from '../games/types';
import { localPath, matchPath, navigate } from '../router';
import { newInviteCode, saveInvites } from '../net/invites';
import { DEFAULT_CLOCK, clockConfig, type ClockChoice } from '../table/clock';
import { BOT_LEVELS, levelHint, type BotLevel } from './bots';
import { optionApplies, optionHint } from './options';
import { HintsChoice } from '../hint/HintsChoice';
import { randomId, saveGame } from '../local/saved';

type SeatKind = 'here' | 'invite' | 'bot';
interface SeatChoice {
  kind: SeatKind;
  name: string;
  bot: BotLevel;
}

function defaultSeats(n: number, me: string): SeatChoice[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: i === 0 ? 'here' : 'bot',
    name: i === 0 ? me : '',
    bot: 'intermediate',
  }));
}

export function CreateMatch() {
  const { t, lang } = useI18n();
  const [gameId, setGameId] = useState(GAMES[0]!.id);
  const [ui, setUi] = useState<GameUi | null>(null);
  const [players, setPlayers] = useState(2);
  const [seats, setSeats] = useState<SeatChoice[]>(() => defaultSeats(2, myName() || ''));
  const [options, setOptions] = useState<Record<string, string | number | boolean>>({});
  const [clock, setClock] = useState<ClockChoice>(DEFAULT_CLOCK);
  // The bot that plays for a person who runs out of time, leaves or resigns (server default: heuristic).
  const [absentBot, setAbsentBot] = useState<BotLevel>('intermediate');
  const [spectatorChat, setSpectatorChat] = useState(true);
  const [hints, setHints] = useState(false);
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
    const codes = seats.map((s) => (s.kind === 'invite' ? newInviteCode() : null));
    try {
      const info = await api.create({
        game: gameId,
        players,
        options: { ...applied, ...(clocked && hints ? { hints: true } : {}) },
        // A seat for an invited person is kept for them: only their link's code takes it.
        seats: seats
          .slice(0, players)
          .map((s, i) => (s.kind === 'bot' ? { bot: s.bot } : s.kind === 'invite' ? { invite: codes[i]! } : {})),
        ...(clocked && clockConfig(clock) ? { clock: clockConfig(clock) } : {}),
        ...(clocked ? { absentBot } : {}),
        spectatorChat,
      });
      if (seats[0]?.kind === 'here' && seats[0].name) setMyName(seats[0].name);
      for (const [i, s] of seats.entries()) {
        if (s.kind !== 'here') continue;
        const name = s.name.trim() || t('seat.player', { n: i + 1 });
        const joined = await api.join(info.id, { seat: i, name });
        addSeat({ matchId: info.id, seat: joined.seat, token: joined.token, name, game: gameId });
      }
      // The table page shows the invite links (with a copy button) until the seats are taken.
      saveInvites(codes.flatMap((code, seat) => (code ? [{ matchId: info.id, seat, code }] : [])));
      navigate(matchPath(info.id));
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
      if (seats[0]?.kind === 'here' && seats[0].name) setMyName(seats[0].name);
      const id = randomId();
      const now = Date.now();
      await saveGame({
        id,
        game: gameId,
        names: seats.slice(0, players).map((s) => (s.kind === 'here' ? s.name.trim() : '')),
        bots: seats.slice(0, players).map((s) => (s.kind === 'bot' ? s.bot : null)),
        setup: { players, seed: randomId(), options: applied },
        record: null,
        created: now,
        updated: now,
        toMove: [],
        outcome: null,
      });
      navigate(localPath(id));
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
            {GAMES.map((g) => (
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
      <fieldset className="seats">
        {seats.slice(0, players).map((s, i) => (
          <div className="seat-row" key={i} data-testid={`seat-${i}`}>
            <span className="seat-n">{t('lobby.seat', { n: i + 1 })}</span>
            <select
              aria-label={t('lobby.seat', { n: i + 1 })}
              value={s.kind}
              onChange={(e) => patchSeat(i, { kind: e.target.value as SeatKind })}
            >
              <option value="here">{t('lobby.seatHere')}</option>
              <option value="invite">{t('lobby.seatInvite')}</option>
              <option value="bot">{t('lobby.seatBot')}</option>
            </select>
            {s.kind === 'here' && (
              <input
                aria-label={t('lobby.yourName')}
                placeholder={t('lobby.yourName')}
                value={s.name}
                maxLength={40}
                onChange={(e) => patchSeat(i, { name: e.target.value })}
              />
            )}
            {s.kind === 'bot' && (
              <>
                <BotSelect label={t('bot.level')} value={s.bot} onChange={(bot) => patchSeat(i, { bot })} />
                <span className="muted hint seat-hint" data-testid={`seat-hint-${i}`}>
                  {levelHint(s.bot, t)}
                </span>
              </>
            )}
          </div>
        ))}
      </fieldset>
      {facts && facts.options.some((o) => optionApplies(gameId, o.name, players)) && (
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
      <label className="check spectator-chat">
        <input
          type="checkbox"
          checked={spectatorChat}
          onChange={(e) => setSpectatorChat(e.target.checked)}
          data-testid="spectator-chat"
        />{' '}
        {t('lobby.spectatorChat')}
      </label>
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

/** A bot level, named for people; the chosen level's think time is said beside it. */
function BotSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: BotLevel;
  onChange(b: BotLevel): void;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as BotLevel)}
      data-testid={testId}
    >
      {BOT_LEVELS.map((l) => (
        <option key={l} value={l}>
          {t(`bot.${l}`)}
        </option>
      ))}
    </select>
  );
}

function ClockFields({
  clock,
  patch,
  absentBot,
  setAbsentBot,
}: {
  clock: ClockChoice;
  patch(p: Partial<ClockChoice>): void;
  absentBot: BotLevel;
  setAbsentBot(b: BotLevel): void;
}) {
  const { t } = useI18n();
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <fieldset className="options clock-fields" data-testid="clock-fields">
      <legend>{t('clock.legend')}</legend>
      <label>
        {t('clock.kind')}
        <select
          value={clock.kind}
          onChange={(e) => patch({ kind: e.target.value as ClockChoice['kind'] })}
          data-testid="clock-kind"
        >
          <option value="none">{t('clock.none')}</option>
          <option value="realtime">{t('clock.realtime')}</option>
          <option value="turn">{t('clock.turn')}</option>
        </select>
      </label>
      {clock.kind === 'realtime' && (
        <>
          <label>
            {t('clock.baseMin')}
            <input
              type="number"
              min={1}
              max={180}
              step={1}
              value={clock.baseMin}
              onChange={(e) => patch({ baseMin: num(e.target.value) })}
              data-testid="clock-base"
            />
          </label>
          <label>
            {t('clock.incSec')}
            <input
              type="number"
              min={0}
              max={600}
              step={5}
              value={clock.incSec}
              onChange={(e) => patch({ incSec: num(e.target.value) })}
              data-testid="clock-inc"
            />
          </label>
        </>
      )}
      {clock.kind === 'turn' && (
        <label>
          {t('clock.perMove')}
          <span className="inline">
            <input
              type="number"
              min={1}
              max={clock.turnUnit === 'd' ? 14 : 336}
              step={1}
              value={clock.turn}
              onChange={(e) => patch({ turn: num(e.target.value) })}
              data-testid="clock-turn"
            />
            <select
              aria-label={t('clock.unit')}
              value={clock.turnUnit}
              onChange={(e) => patch({ turnUnit: e.target.value as ClockChoice['turnUnit'] })}
              data-testid="clock-unit"
            >
              <option value="h">{t('clock.hours')}</option>
              <option value="d">{t('clock.days')}</option>
            </select>
          </span>
        </label>
      )}
      <p className="muted hint">{t(clock.kind === 'none' ? 'clock.hintNone' : 'clock.hintAway')}</p>
      <label>
        {t('clock.absentBot')}
        <BotSelect label={t('clock.absentBot')} value={absentBot} onChange={setAbsentBot} testId="absent-bot" />
      </label>
    </fieldset>
  );
}

function OptionInput({
  spec,
  label,
  value,
  onChange,
}: {
  spec: OptionSpec;
  label: string;
  value: string | number | boolean;
  onChange(v: string | number | boolean): void;
}) {
  if (spec.type === 'boolean') {
    return (
      <label className="check" title={spec.description}>
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          data-testid={`opt-${spec.name}`}
        />
        {label}
      </label>
    );
  }
  if (spec.values) {
    return (
      <label title={spec.description}>
        {label}
        <select
          value={String(value)}
          onChange={(e) => onChange(spec.type === 'number' ? Number(e.target.value) : e.target.value)}
          data-testid={`opt-${spec.name}`}
        >
          {spec.values.map((v) => (
            <option key={String(v)} value={String(v)}>
              {String(v)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label title={spec.description}>
      {label}
      <input
        type={spec.type === 'number' ? 'number' : 'text'}
        value={String(value)}
        onChange={(e) => onChange(spec.type === 'number' ? Number(e.target.value) : e.target.value)}
        data-testid={`opt-${spec.name}`}
      />
    </label>
  );
}
