/** The language context: switchable at any time, remembered in the browser. */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { LANGS, MESSAGES, format, loadCatalogue, type Lang, type MessageKey } from './messages';

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

interface I18n {
  lang: Lang;
  setLang(lang: Lang): void;
  t: T;
}

const KEY = 'tabula.lang';

export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && (LANGS as string[]).includes(saved)) return saved as Lang;
  } catch {
    /* storage may be unavailable (private mode): fall back to the browser's language */
  }
  const nav = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'en';
  return (LANGS as string[]).includes(nav) ? (nav as Lang) : 'en';
}

export function makeT(lang: Lang): T {
  // A language not loaded yet (production build) reads as English until it is.
  return (key, params) =>
    format(MESSAGES[lang]?.[key] ?? MESSAGES.en[key] ?? key, params, MESSAGES[lang] ? lang : 'en');
}

const Ctx = createContext<I18n>({ lang: 'en', setLang: () => {}, t: makeT('en') });

export function I18nProvider({ children, lang: fixed }: { children: ReactNode; lang?: Lang }) {
  const [lang, setLangState] = useState<Lang>(fixed ?? initialLang);
  const setLang = useCallback((l: Lang) => {
    try {
      localStorage.setItem(KEY, l);
    } catch {
      /* not remembered, still switched */
    }
    const show = () => {
      setLangState(l);
      document.documentElement.lang = l;
    };
    // At once when the language's words are here, else once its chunk (production build) is.
    if (MESSAGES[l]) show();
    else void loadCatalogue(l).then(show);
  }, []);
  const value = useMemo(() => ({ lang, setLang, t: makeT(lang) }), [lang, setLang]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useI18n(): I18n {
  return useContext(Ctx);
}
