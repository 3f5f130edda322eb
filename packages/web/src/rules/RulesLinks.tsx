/** Links to the rules reference for the lobby and a table's header: plain links, no rule data. */
import { useI18n } from '../i18n/i18n';
import { gameEntry } from '../games/registry';
import { onLinkClick } from '../router';
import { RULE_GAMES, isRuleGame, rulesPath } from './book';

/** In a table's header: opens the reference in a new tab, so the table stays as it is. */
export function TableRulesLink({ game }: { game: string | null }) {
  const { t } = useI18n();
  if (!isRuleGame(game)) return null;
  return (
    <a className="rules-link" href={rulesPath(game)} target="_blank" rel="noopener" data-testid="rules-link">
      {t('rules.link')}
    </a>
  );
}

export function LobbyRulesLinks() {
  const { t, lang } = useI18n();
  return (
    <p className="lobby-rules" data-testid="lobby-rules">
      {t('rules.lobbyLinks')}{' '}
      {RULE_GAMES.map((g, i) => (
        <span key={g}>
          {i > 0 && ' · '}
          <a href={rulesPath(g)} onClick={onLinkClick(rulesPath(g))}>
            {gameEntry(g)?.title[lang] ?? g}
          </a>
        </span>
      ))}
    </p>
  );
}
