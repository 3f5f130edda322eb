/** The header's links to the leaderboard, and to one's friends when signed in (issue 44). */
import { useSession } from '../account/session';
import { useI18n } from '../i18n/i18n';
import { onLinkClick } from '../router';

export function RelationNav() {
  const { t } = useI18n();
  const { account } = useSession();
  return (
    <>
      <a href="/leaderboard" onClick={onLinkClick('/leaderboard')} data-testid="nav-leaderboard">
        {t('relation.navLeaderboard')}
      </a>
      {account && (
        <a href="/friends" onClick={onLinkClick('/friends')} data-testid="nav-friends">
          {t('relation.nav')}
        </a>
      )}
    </>
  );
}
