/**
 * The header's account corner (issue 44): "Sign in", or the count of matches waiting for your move
 * with "Next game" straight to the one with the least time left, and your name to the account page.
 */
import { useI18n } from '../i18n/i18n';
import { matchPath, navigate, onLinkClick, type Route } from '../router';
import { useSession } from './session';
import { nextWaiting, useWaiting } from './waiting';

export function AccountNav({ route }: { route: Route }) {
  const { t } = useI18n();
  const { account } = useSession();
  const { list } = useWaiting();
  if (account === undefined) return null;
  if (account === null)
    return (
      <a href="/account" onClick={onLinkClick('/account')} data-testid="nav-sign-in">
        {t('account.signIn')}
      </a>
    );
  const current = route.page === 'match' ? route.id : null;
  const next = list ? nextWaiting(list, current) : null;
  return (
    <>
      <a href="/waiting" onClick={onLinkClick('/waiting')} data-testid="nav-waiting">
        {list ? t('waiting.nav', { n: list.length }) : t('waiting.title')}
      </a>
      {next && (
        <button
          type="button"
          className="primary next-game"
          data-testid="next-game"
          onClick={() => navigate(matchPath(next.match.id))}
        >
          {t('waiting.next')}
        </button>
      )}
      <a href="/account" onClick={onLinkClick('/account')} data-testid="nav-account">
        {account.username}
      </a>
    </>
  );
}
