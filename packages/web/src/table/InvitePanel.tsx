/**
 * Invite links on the table page (issue 21): while a seat kept for an invited person is free, the
 * browser that made the invite shows its link with a copy button. The link is on the server's
 * public URL when it has one (`tabula serve --public-url`), so it works from other machines.
 */
import { useEffect, useRef, useState } from 'react';
import type { SeatInfo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { invitesOf, serverPublicUrl } from '../net/invites';
import { inviteLink } from '../router';
import { seatLabel } from '../lobby/matchWords';

/** One link with a copy button; copying falls back to the selection where the clipboard API is
 * missing (a page opened over plain http from another machine is not a secure context). */
function InviteRow({ link, label }: { link: string; label: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = () => {
    const done = () => setCopied(true);
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(link).then(done, () => undefined);
      return;
    }
    input.current?.select();
    if (document.execCommand?.('copy')) done();
  };
  return (
    <li className="invite-row">
      <span>{label}</span>{' '}
      <input
        ref={input}
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
        aria-label={label}
        data-testid="invite-link"
      />
      <button type="button" onClick={copy} data-testid="invite-copy">
        {copied ? t('lobby.copied') : t('lobby.copy')}
      </button>
    </li>
  );
}

export function InvitePanel({ matchId, seats }: { matchId: string; seats: SeatInfo[] }) {
  const { t } = useI18n();
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void serverPublicUrl().then((u) => live && setBase(u));
    return () => {
      live = false;
    };
  }, []);
  const open = invitesOf(matchId).filter((i) => {
    const s = seats[i.seat];
    return s && s.name === null && s.bot === null;
  });
  if (open.length === 0) return null;
  return (
    <section className="panel invites" aria-labelledby="invite-h" data-testid="invite-panel">
      <h2 id="invite-h">{t('invite.title')}</h2>
      <p className="muted hint">{t('invite.hint')}</p>
      <ul className="invites">
        {open.map((i) => (
          <InviteRow
            key={i.seat}
            link={inviteLink(matchId, i.seat, i.code, base)}
            label={seatLabel(seats[i.seat]!, t)}
          />
        ))}
      </ul>
    </section>
  );
}
