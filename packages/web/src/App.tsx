/** The shell: header with the language switch, and the page for the current address. */
import { lazy, Suspense } from 'react';
import { I18nProvider, useI18n } from './i18n/i18n';
import { LANGS, LANG_NAMES, type Lang } from './i18n/messages';
import { Lobby } from './lobby/Lobby';
import { onLinkClick, type Route, useRoute } from './router';
import { AccountNav } from './account/AccountNav';
import { SessionProvider } from './account/session';
import { WaitingProvider } from './account/waiting';
import { RelationNav } from './relation/RelationNav';
import { useKeptPushWords } from './push/pushWords';

const MatchPage = lazy(() => import('./table/MatchPage').then((m) => ({ default: m.MatchPage })));
const ReplayPage = lazy(() => import('./replay/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const RulesPage = lazy(() => import('./rules/RulesPage').then((m) => ({ default: m.RulesPage })));
const LocalPlayPage = lazy(() => import('./local/LocalPlayPage').then((m) => ({ default: m.LocalPlayPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((m) => ({ default: m.AccountPage })));
const WaitingPage = lazy(() => import('./account/WaitingPage').then((m) => ({ default: m.WaitingPage })));
const FriendsPage = lazy(() => import('./relation/FriendsPage').then((m) => ({ default: m.FriendsPage })));
const ProfilePage = lazy(() => import('./relation/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const LeaderboardPage = lazy(() => import('./relation/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));
const LearnPage = lazy(() => import('./learn/LearnPage').then((m) => ({ default: m.LearnPage })));

function Header({ route }: { route: Route }) {
  const { lang, setLang, t } = useI18n();
  useKeptPushWords();
  return (
    <header className="app-header">
      <a href="/" className="brand" onClick={onLinkClick('/')}>
        {t('app.title')}
      </a>
      <nav>
        <a href="/" onClick={onLinkClick('/')}>
          {t('nav.lobby')}
        </a>
        <RelationNav />
        <AccountNav route={route} />
      </nav>
      <label className="lang">
        <span className="sr-only">{t('lang.label')}</span>
        <select
          aria-label={t('lang.label')}
          value={lang}
          onChange={(e) => setLang(e.target.value as Lang)}
          data-testid="lang"
        >
          {LANGS.map((l) => (
            <option key={l} value={l}>
              {LANG_NAMES[l]}
            </option>
          ))}
        </select>
      </label>
    </header>
  );
}

function Page({ route }: { route: Route }) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<p className="loading">{t('game.loading')}</p>}>
      {route.page === 'lobby' && <Lobby />}
      {route.page === 'match' && <MatchPage key={route.id} id={route.id} join={route.join} invite={route.invite} />}
      {route.page === 'replay' && <ReplayPage key={route.id ?? ''} id={route.id} />}
      {route.page === 'rules' && <RulesPage key={route.game} game={route.game} />}
      {route.page === 'learn' && <LearnPage key={route.game} game={route.game} />}
      {route.page === 'local' && <LocalPlayPage key={route.id} id={route.id} />}
      {route.page === 'account' && <AccountPage />}
      {route.page === 'waiting' && <WaitingPage />}
      {route.page === 'friends' && <FriendsPage />}
      {route.page === 'profile' && <ProfilePage key={route.username} username={route.username} />}
      {route.page === 'leaderboard' && <LeaderboardPage key={route.game} game={route.game} />}
    </Suspense>
  );
}

export function App() {
  const route = useRoute();
  return (
    <I18nProvider>
      <SessionProvider>
        <WaitingProvider>
          <Header route={route} />
          <main className="app-main">
            <Page route={route} />
          </main>
        </WaitingProvider>
      </SessionProvider>
    </I18nProvider>
  );
}
