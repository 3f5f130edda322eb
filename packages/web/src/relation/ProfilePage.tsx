/**
 * A player's profile (issue 44): their rating in each game they played rated ("?" while
 * provisional), how many rated games, and a line of the rating after each; signed in, one can ask
 * them to be friends (or accept, or end it) and block or unblock them.
 */
import { useEffect, useState } from 'react';
import type { PlayerProfile } from '@tabula/wire';
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { gameTitle } from '../lobby/matchWords';
import { ApiError } from '../net/api';
import { leaderboardPath, onLinkClick } from '../router';
import { RelationButtons } from './RelationButtons';
import { RatingGraph } from './RatingGraph';
import { provisionalNote, ratingText } from './ratingWords';
import { relationApi } from './relationApi';

export function ProfilePage({ username }: { username: string }) {
  const { t, lang } = useI18n();
  const { account } = useSession();
  const [profile, setProfile] = useState<PlayerProfile | null | 'missing'>(null);
  useEffect(() => {
    let live = true;
    relationApi.profile(username).then(
      (p) => live && setProfile(p),
      (e) => live && setProfile(e instanceof ApiError && e.status < 500 ? 'missing' : null),
    );
    return () => {
      live = false;
    };
  }, [username]);
  if (profile === 'missing')
    return (
      <section className="panel relation-page">
        <p role="alert">{t('profile.notFound', { name: username })}</p>
      </section>
    );
  if (profile === null) return <p className="loading">{t('lobby.loading')}</p>;
  const self = account?.username.toLowerCase() === profile.username.toLowerCase();
  return (
    <div className="relation-page" data-testid="profile">
      <section className="panel" aria-labelledby="profile-h">
        <h2 id="profile-h">{profile.username}</h2>
        {self ? (
          <p className="muted">{t('profile.you')}</p>
        ) : (
          account && <RelationButtons username={profile.username} />
        )}
      </section>
      <section className="panel" aria-labelledby="ratings-h">
        <h3 id="ratings-h">{t('profile.ratings')}</h3>
        {profile.ratings.length === 0 && <p className="muted">{t('profile.noRatings')}</p>}
        <ul className="rating-cards">
          {profile.ratings.map((r) => {
            const game = gameTitle(r.game, lang);
            const first = r.history[0]?.rating ?? r.rating;
            return (
              <li key={r.game} className="rating-card" data-testid="rating-card">
                <h4>
                  <a href={leaderboardPath(r.game)} onClick={onLinkClick(leaderboardPath(r.game))}>
                    {game}
                  </a>
                </h4>
                <p>
                  <span className="rating-number" data-testid="rating">
                    {ratingText(r)}
                  </span>
                  {r.provisional && <span className="sr-only"> ({provisionalNote(t)})</span>}{' '}
                  <span className="muted">{t('profile.games', { n: r.games })}</span>
                </p>
                <RatingGraph
                  points={r.history}
                  label={t('profile.history', { name: profile.username, game, first, last: r.rating })}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
