/** Taking a seat from an invite link: a name, then the token is kept in this browser. */
import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../net/api';
import { addSeat, myName, setMyName } from '../net/seats';
import { useI18n } from '../i18n/i18n';
import { formatClock, type ClockView } from './clock';

export function JoinForm({ matchId, seat, onJoined }: { matchId: string; seat: number; onJoined(): void }) {
  const { t } = useI18n();
  const [name, setName] = useState(myName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A seed fixed by the match's creator lets them foresee hidden cards: say so before joining.
  const [seed, setSeed] = useState<string | number | null>(null);
  // A clock commits the joiner to its pace: say which before joining.
  const [clock, setClock] = useState<ClockView | null>(null);
  useEffect(() => {
    api.get(matchId).then(
      (info) => {
        setSeed(info.seed ?? null);
        setClock(info.clock ?? null);
      },
      () => undefined,
    );
  }, [matchId]);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const info = await api.get(matchId);
      const joined = await api.join(matchId, { seat, name: name.trim() });
      setMyName(name.trim());
      addSeat({ matchId, seat: joined.seat, token: joined.token, name: name.trim(), game: info.game });
      onJoined();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="panel join" onSubmit={submit}>
      <h2>{t('join.title', { n: seat + 1 })}</h2>
      <label>
        {t('lobby.yourName')}
        <input value={name} maxLength={40} required onChange={(e) => setName(e.target.value)} autoFocus />
      </label>
      {seed !== null && (
        <p className="note" role="note" data-testid="fixed-seed">
          {t('join.fixedSeed', { seed: String(seed) })}
        </p>
      )}
      {clock && (
        <p className="note" role="note" data-testid="join-clock">
          {t(clock.kind === 'realtime' ? 'join.clockRealtime' : 'join.clockTurn', { time: formatClock(clock.seats[seat]?.leftMs ?? 0, clock.kind) })}
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
