/** The book of a game in the chosen language, loaded once (its own lazy chunk) and then cached. */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { cachedBook, loadBook, type RuleBook, type RuleGame } from './book';

export function useBook(game: RuleGame | null): RuleBook | undefined {
  const { lang } = useI18n();
  const [book, setBook] = useState<RuleBook | undefined>(() => (game ? cachedBook(game, lang) : undefined));
  useEffect(() => {
    if (!game) return;
    let live = true;
    const have = cachedBook(game, lang);
    if (have) setBook(have);
    else void loadBook(game, lang).then((b) => live && setBook(b));
    return () => {
      live = false;
    };
  }, [game, lang]);
  // A book of another language stays shown until the new one is here (no flash of nothing).
  return book;
}
