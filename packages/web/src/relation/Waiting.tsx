/**
 * What waits on the friends page (issue 44): challenges for you (play accepts and opens the table,
 * or decline), challenges you sent (open the table, or withdraw), and friend requests both ways.
 * Nothing is shown for an empty kind.
 */
import type { ReactNode } from 'react';
import type { FriendRequestInfo, Friends } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { gameTitle } from '../lobby/matchWords';
import { matchPath, onLinkClick, profilePath } from '../router';
import { openSeat } from './openSeat';
import { relationApi } from './relationApi';
import type { RelationsState } from './useRelations';

export function Waiting({ friends, state, me }: { friends: Friends; state: RelationsState; me: string }) {
  const { t, lang } = useI18n();
  const { challengesIn, challengesOut, incoming, outgoing } = friends;
  const line = (c: { game: string; username: string }) =>
    t('relation.challengeLine', { game: gameTitle(c.game, lang), name: c.username });
  return (
    <>
      {challengesIn.length > 0 && (
        <Section id="challenges-in" title={t('relation.challengesIn')}>
          {challengesIn.map((c) => (
            <li key={c.matchId} data-testid="challenge-in">
              <span>{line(c)}</span>
              <span className="row-actions">
                <button
                  type="button"
                  className="primary"
                  data-testid="challenge-accept"
                  onClick={() =>
                    state.act(async () => {
                      const j = await relationApi.acceptChallenge(c.matchId);
                      openSeat(j.matchId, j.seat, j.token, me, c.game);
                    }, c.username)
                  }
                >
                  {t('relation.play')}
                </button>
                <button
                  type="button"
                  onClick={() => state.act(() => relationApi.declineChallenge(c.matchId), c.username)}
                >
                  {t('relation.decline')}
                </button>
              </span>
            </li>
          ))}
        </Section>
      )}
      {challengesOut.length > 0 && (
        <Section id="challenges-out" title={t('relation.challengesOut')}>
          {challengesOut.map((c) => (
            <li key={c.matchId} data-testid="challenge-out">
              <span>{line(c)}</span>
              <span className="row-actions">
                <a className="button" href={matchPath(c.matchId)} onClick={onLinkClick(matchPath(c.matchId))}>
                  {t('relation.open')}
                </a>
                <button
                  type="button"
                  onClick={() => state.act(() => relationApi.declineChallenge(c.matchId), c.username)}
                >
                  {t('relation.withdraw')}
                </button>
              </span>
            </li>
          ))}
        </Section>
      )}
      {incoming.length > 0 && (
        <Section id="requests-in" title={t('relation.incoming')}>
          {incoming.map((r) => (
            <Person key={r.username} person={r} testid="request-in">
              <button
                type="button"
                className="primary"
                data-testid="request-accept"
                onClick={() => state.act(() => relationApi.answer(r.username, 'accept'), r.username)}
              >
                {t('relation.accept')}
              </button>
              <button
                type="button"
                onClick={() => state.act(() => relationApi.answer(r.username, 'decline'), r.username)}
              >
                {t('relation.decline')}
              </button>
            </Person>
          ))}
        </Section>
      )}
      {outgoing.length > 0 && (
        <Section id="requests-out" title={t('relation.outgoing')}>
          {outgoing.map((r) => (
            <Person key={r.username} person={r} testid="request-out">
              <button
                type="button"
                onClick={() => state.act(() => relationApi.answer(r.username, 'cancel'), r.username)}
              >
                {t('relation.cancel')}
              </button>
            </Person>
          ))}
        </Section>
      )}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{title}</h3>
      <ul className="relation-list">{children}</ul>
    </section>
  );
}

function Person({ person, testid, children }: { person: FriendRequestInfo; testid: string; children: ReactNode }) {
  return (
    <li data-testid={testid}>
      <a href={profilePath(person.username)} onClick={onLinkClick(profilePath(person.username))}>
        {person.username}
      </a>
      <span className="row-actions">{children}</span>
    </li>
  );
}
