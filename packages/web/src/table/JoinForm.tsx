/**
 * Taking a seat from an invite link (issue 21): the page names the game, its options, who invited
 * and which seat, and states a fixed seed or a clock before anyone commits; then a name, and the
 * seat's token is kept in this browser. A seat kept for an invited person is taken with the
 * link's code.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { MatchInfo } from '@tabula/wire';
import { api } from '../net/api';
import { addSeat, myName, setMyName } from '../net/seats';
import { useI18n } from '../i18n/i18n';
import { listOf } from '../i18n/format';
import { loadGame } from '../games/registry';
import type { GameUi } from '../games/types';
import { gameTitle, seatLabel } from '../lobby/matchWords';
import { optionApplies } from '../lobby/options';
import { formatClock } from './clock';

export function JoinForm({
  matchId,
  seat,
  invite = null,
  onJoined,
}: {
  matchId: string;
  seat: number;
  invite?: string | null;
  onJoined(): void;
}) {
  const { t, lang } = useI18n();
  const [name, setName] = useState(myName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<MatchInfo | null>(null);
  const [ui, setUi] = useState<GameUi | null>(null);
  useEffect(() => {
    let live = true;
    api.get(matchId).then(
      (i) => {
        if (!live) return;
        setInfo(i);
        loadGame(i.game).then(
          (u) => live && setUi(u),
          () => undefined,
        );
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [matchId]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const game = info?.game ?? (await api.get(matchId)).game;
      const joined = await api.join(matchId, { seat, name: name.trim(), ...(invite ? { invite } : {}) });
      setMyName(name.trim());
      addSeat({ matchId, seat: joined.seat, token: joined.token, name: name.trim(), game });
      onJoined();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const mySeat = info?.seats[seat];
  // Who invited: the first person already seated (the creator joins their own seats first).
  const inviter = info?.seats.find((s) => s.name !== null && s.bot === null)?.name ?? 'none';
  const options = info
    ? Object.entries(info.options)
        .filter(([k]) => optionApplies(info.game, k, info.players))
        .map(([k, v]) =>
          t('join.option', {
            label: k === 'hints' ? t('lobby.hints') : (ui?.optionLabel?.(k, lang) ?? k),
            value: typeof v === 'boolean' ? t(v ? 'join.on' : 'join.off') : String(v),
          }),
        )
    : [];
  return (
    <form className="panel join" onSubmit={submit} data-testid="join-form">
      <h2 data-testid="join-heading">
        {info ? t('join.heading', { inviter, game: gameTitle(info.game, lang) }) : t('join.title', { n: seat + 1 })}
      </h2>
      {info && mySeat && (
        <ul className="join-facts">
          <li data-testid="join-seat">{t('join.seat', { seat: seatLabel(mySeat, t) })}</li>
          <li data-testid="join-players">
            {t('join.players', {
              players: listOf(
                lang,
                info.seats.map((s) => seatLabel(s, t)),
              ),
            })}
          </li>
          {/* The options in words once the game's labels are loaded (its lazy chunk). */}
          {ui && (
            <li data-testid="join-options">
              {options.length ? t('join.options', { options: listOf(lang, options) }) : t('join.noOptions')}
            </li>
          )}
        </ul>
      )}
      <label>
        {t('lobby.yourName')}
        {/* biome-ignore lint/a11y/noAutofocus: the join page's one field; the person opened an invite link to type their name here. */}
        <input value={name} maxLength={40} required onChange={(e) => setName(e.target.value)} autoFocus />
      </label>
      {info?.seed !== undefined && (
        <p className="note" role="note" data-testid="fixed-seed">
          {t('join.fixedSeed', { seed: String(info.seed) })}
        </p>
      )}
      {info?.clock && (
        <p className="note" role="note" data-testid="join-clock">
          {t(info.clock.kind === 'realtime' ? 'join.clockRealtime' : 'join.clockTurn', {
            time: formatClock(info.clock.seats[seat]?.leftMs ?? 0, info.clock.kind),
          })}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy || !name.trim()}>
        {t('join.button')}
      </button>
    </form>
  );
}
