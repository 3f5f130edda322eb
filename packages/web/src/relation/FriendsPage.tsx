/**
 * The friends page (issue 44): add a friend by username; challenges and requests waiting either
 * way; one's friends, each with whether they are online, a challenge, unfriend and block; and the
 * players one blocks.
 */
import { type FormEvent, useState } from 'react';
import type { Challenged, FriendInfo } from '@tabula/wire';
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { onLinkClick, profilePath } from '../router';
import { ChallengeForm } from './ChallengeForm';
import { openSeat } from './openSeat';
import { Waiting } from './Waiting';
import { relationApi } from './relationApi';
import { type RelationsState, useRelations } from './useRelations';

export function FriendsPage() {
  const { t } = useI18n();
  const { account } = useSession();
  const state = useRelations(Boolean(account));
  if (account === undefined) return <p className="loading">{t('lobby.loading')}</p>;
  if (account === null)
    return (
      <section className="panel relation-page">
        <p>{t('relation.signIn')}</p>
        <a className="button primary" href="/account" onClick={onLinkClick('/account')}>
          {t('account.signIn')}
        </a>
      </section>
    );
  const { friends, note } = state;
  return (
    <div className="relation-page" data-testid="friends-page">
      <section className="panel" aria-labelledby="friends-h">
        <h2 id="friends-h">{t('relation.title')}</h2>
        <AddFriend state={state} />
        {note && (
          <p
            className={note.error ? 'error' : 'muted'}
            role={note.error ? 'alert' : 'status'}
            data-testid="relation-note"
          >
            {note.text}
          </p>
        )}
      </section>
      {friends && <Waiting friends={friends} state={state} me={account.username} />}
      <section className="panel" aria-labelledby="my-friends-h">
        <h3 id="my-friends-h">{t('relation.friends')}</h3>
        {friends === null ? (
          <p className="muted">{t('lobby.loading')}</p>
        ) : friends.friends.length === 0 ? (
          <p className="muted">{t('relation.none')}</p>
        ) : (
          <ul className="relation-list" data-testid="friend-list">
            {friends.friends.map((f) => (
              <FriendRow key={f.username} friend={f} state={state} me={account.username} />
            ))}
          </ul>
        )}
      </section>
      <BlockList state={state} />
    </div>
  );
}

function AddFriend({ state }: { state: RelationsState }) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const username = name.trim();
    if (!username) return;
    const ok = await state.act(async () => {
      const r = await relationApi.request(username);
      return t(r.state === 'friends' ? 'relation.nowFriends' : 'relation.sent', { name: r.username });
    }, username);
    if (ok) setName('');
  };
  return (
    <form className="add-friend" onSubmit={submit}>
      <label>
        {t('relation.addLabel')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
          maxLength={40}
          data-testid="add-friend-name"
        />
      </label>{' '}
      <button type="submit" className="primary" data-testid="add-friend">
        {t('relation.addSubmit')}
      </button>
    </form>
  );
}

function FriendRow({ friend, state, me }: { friend: FriendInfo; state: RelationsState; me: string }) {
  const { t } = useI18n();
  const [challenging, setChallenging] = useState(false);
  const f = friend.username;
  return (
    <li data-testid="friend">
      <span className={`presence ${friend.online ? 'on' : 'off'}`} aria-hidden="true" />{' '}
      <a href={profilePath(f)} onClick={onLinkClick(profilePath(f))}>
        {f}
      </a>{' '}
      <span className="muted" data-testid="friend-online">
        {t(friend.online ? 'relation.online' : 'relation.offline')}
      </span>
      <span className="row-actions">
        <button
          type="button"
          className="primary"
          aria-expanded={challenging}
          aria-label={t('relation.challengeTo', { name: f })}
          onClick={() => setChallenging(!challenging)}
          data-testid="challenge"
        >
          {t('relation.challenge')}
        </button>
        <button type="button" onClick={() => state.act(() => relationApi.unfriend(f), f)}>
          {t('relation.unfriend')}
        </button>
        <button type="button" onClick={() => state.act(() => relationApi.block(f), f)}>
          {t('relation.block')}
        </button>
      </span>
      {challenging && (
        <ChallengeForm
          friend={f}
          onClose={() => setChallenging(false)}
          onSent={(c: Challenged) => openSeat(c.match.id, c.seat, c.token, me, c.match.game)}
        />
      )}
    </li>
  );
}

function BlockList({ state }: { state: RelationsState }) {
  const { t } = useI18n();
  return (
    <section className="panel" aria-labelledby="blocks-h">
      <h3 id="blocks-h">{t('relation.blocks')}</h3>
      <p className="muted">{t('relation.blocksNote')}</p>
      {state.blocks && state.blocks.length === 0 && <p className="muted">{t('relation.noBlocks')}</p>}
      {state.blocks && state.blocks.length > 0 && (
        <ul className="relation-list" data-testid="block-list">
          {state.blocks.map((b) => (
            <li key={b.username}>
              <span>{b.username}</span>
              <span className="row-actions">
                <button type="button" onClick={() => state.act(() => relationApi.unblock(b.username), b.username)}>
                  {t('relation.unblock')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
