/**
 * The rules reference `/rules/<game>` (a lazy chunk): every rule of our digest by id in the chosen
 * language, grouped under its section, searchable by id or word, with the legend of the table's
 * symbols. `#<id>` in the address scrolls to that rule, focuses and highlights it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n';
import { onLinkClick } from '../router';
import { gameEntry } from '../games/registry';
import { RULE_GAMES, isRuleGame, rulesPath, sectionOf, type RuleBook, type RuleGame } from './book';
import { LEGENDS } from './legend';
import { useBook } from './useBook';
import './rules.css';
import './rulesPage.css';

/** Lower case without accents, so "prosperita" finds "prosperità" and "l-9.h" finds "L-9.H.5". */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matches(id: string, text: string, heading: string, q: string): boolean {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const hay = fold(`${id} ${text} ${heading}`);
  return words.every((w) => hay.includes(w));
}

function currentHash(): string {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return '';
  }
}

function useHash(): string {
  const [hash, setHash] = useState(currentHash);
  useEffect(() => {
    const on = () => setHash(currentHash());
    window.addEventListener('hashchange', on);
    window.addEventListener('popstate', on);
    return () => {
      window.removeEventListener('hashchange', on);
      window.removeEventListener('popstate', on);
    };
  }, []);
  return hash;
}

function grouped(book: RuleBook, q: string): { id: string; heading: string; rules: [string, string][] }[] {
  const out = Object.entries(book.sections).map(([id, heading]) => ({ id, heading, rules: [] as [string, string][] }));
  for (const [id, text] of Object.entries(book.rules)) {
    const s = sectionOf(book, id);
    const group = out.find((g) => g.id === s);
    if (group && (!q || matches(id, text, group.heading, q))) group.rules.push([id, text]);
  }
  return q ? out.filter((g) => g.rules.length || matches(g.id, '', g.heading, q)) : out;
}

export function RulesPage({ game }: { game: string }) {
  const { t, lang } = useI18n();
  const known: RuleGame | null = isRuleGame(game) ? game : null;
  const book = useBook(known);
  const hash = useHash();
  const [q, setQ] = useState('');
  const groups = useMemo(() => (book ? grouped(book, q) : []), [book, q]);
  const shown = groups.reduce((n, g) => n + g.rules.length, 0);

  useEffect(() => {
    if (!book || !hash) return;
    // A rule hidden by the search is shown again before it is scrolled to.
    if (q && !groups.some((g) => g.id === hash || g.rules.some(([id]) => id === hash))) {
      setQ('');
      return;
    }
    const el = document.getElementById(hash);
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [book, hash, q, groups]);

  if (!known) return <p className="error">{t('rules.unknown')}</p>;
  if (!book) return <p className="loading">{t('rules.loading')}</p>;
  const legend = LEGENDS[known];
  return (
    <div className="rules-page" data-testid="rules-page">
      <h1>{t('rules.title', { game: book.title })}</h1>
      <p className="muted">{t('rules.note')}</p>
      <nav className="rules-games" aria-label={t('rules.link')}>
        {RULE_GAMES.filter((g) => g !== known).map((g) => (
          <a key={g} href={rulesPath(g)} onClick={onLinkClick(rulesPath(g))}>
            {t('rules.link')}: {gameEntry(g)?.title[lang] ?? g}
          </a>
        ))}
      </nav>
      <div className="rules-search">
        <label htmlFor="rules-q">{t('rules.search')}</label>
        <input id="rules-q" type="search" value={q} onChange={(e) => setQ(e.target.value)} data-testid="rules-search" />
        <span role="status" className="muted">
          {q && shown === 0 ? t('rules.none', { q }) : t('rules.count', { n: shown })}
        </span>
      </div>
      {!q && (
        <nav className="rules-toc" aria-label={t('rules.contents')}>
          <ul>
            {groups
              .filter((g) => !g.id.includes('.'))
              .map((g) => (
                <li key={g.id}>
                  <a href={`#${g.id}`}>
                    {g.id} {g.heading}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
      )}
      {groups.map((g) => {
        const Heading = g.id.includes('.') ? 'h3' : 'h2';
        return (
          <section key={g.id} className="rules-section" aria-labelledby={g.id}>
            <Heading id={g.id} tabIndex={-1} className={hash === g.id ? 'rule-target' : undefined}>
              <span className="rule-id">{g.id}</span> {g.heading}
            </Heading>
            {g.rules.length > 0 && (
              <dl className="rules-list">
                {g.rules.map(([id, text]) => (
                  <div
                    key={id}
                    id={id}
                    tabIndex={-1}
                    className={`rule${hash === id ? ' rule-target' : ''}`}
                    data-rule={id}
                  >
                    <dt>
                      <a href={`#${encodeURIComponent(id)}`} className="rule-id" aria-label={id}>
                        {id}
                      </a>
                    </dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
        );
      })}
      <section className="rules-section rules-legend" aria-labelledby="rules-legend-h">
        <h2 id="rules-legend-h">{t('rules.legend')}</h2>
        <dl className="rules-list">
          {legend.map((e) => (
            <div key={e.key} className="rule legend-row" data-legend={e.key}>
              <dt className="legend-symbol">{e.symbol}</dt>
              <dd>
                {book.legend[e.key]}{' '}
                <a href={`#${encodeURIComponent(e.rule)}`} className="rule-id">
                  {e.rule}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
