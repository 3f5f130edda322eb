/**
 * A profile's buttons (issue 44): "Add friend" (or accept their request, or a sent one shown as
 * such, or unfriend), and block or unblock — what one's relation to the player allows now.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RelationTo } from '@tabula/wire';
import { useI18n } from '../i18n/i18n';
import { relationProblem } from './problems';
import { relationApi } from './relationApi';

export function RelationButtons({ username }: { username: string }) {
  const { t } = useI18n();
  const [rel, setRel] = useState<RelationTo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => relationApi.relationTo(username).then(setRel), [username]);
  useEffect(() => {
    load().catch(() => setRel(null));
  }, [load]);
  if (!rel) return null;
  const act = (work: () => Promise<unknown>) => async () => {
    setError(null);
    try {
      await work();
      await load();
    } catch (e) {
      setError(relationProblem(e, username, t));
    }
  };
  return (
    <>
      <p className="actions" data-testid="relation-buttons">
        {rel.friend ? (
          <>
            <span className="muted">{t('profile.friend')}</span>{' '}
            <button type="button" onClick={act(() => relationApi.unfriend(username))}>
              {t('relation.unfriend')}
            </button>
          </>
        ) : rel.request === 'in' ? (
          <button type="button" className="primary" onClick={act(() => relationApi.answer(username, 'accept'))}>
            {t('relation.accept')}
          </button>
        ) : rel.request === 'out' ? (
          <button type="button" disabled>
            {t('profile.requested')}
          </button>
        ) : (
          !rel.blocking && (
            <button
              type="button"
              className="primary"
              data-testid="profile-add-friend"
              onClick={act(() => relationApi.request(username))}
            >
              {t('profile.addFriend')}
            </button>
          )
        )}{' '}
        {rel.blocking ? (
          <button type="button" onClick={act(() => relationApi.unblock(username))}>
            {t('relation.unblock')}
          </button>
        ) : (
          <button type="button" data-testid="profile-block" onClick={act(() => relationApi.block(username))}>
            {t('relation.block')}
          </button>
        )}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
