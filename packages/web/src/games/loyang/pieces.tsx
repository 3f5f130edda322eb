/** Small pieces of the Loyang table: vegetable tokens, counts, card frames, coins. */
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/messages';
import { Glyph } from '../../art/loyang/LoyangSymbols';
import { VEG_KEYS, veg } from './words';

export function Veg({ v, lang, n, dim }: { v: number; lang: Lang; n?: number; dim?: boolean }) {
  return (
    <span className={`veg veg-${VEG_KEYS[v]}${dim ? ' dim' : ''}`} title={veg(lang, v)}>
      <Glyph id={`ly-veg-${VEG_KEYS[v]}`} className="veg-icon" />
      {n !== undefined && <span className="veg-n">{n}</span>}
      <span className="sr-only">{veg(lang, v)}</span>
    </span>
  );
}

export function CardFrame({
  kind,
  title,
  children,
  extra,
  hint,
}: {
  kind: string;
  title: ReactNode;
  children?: ReactNode;
  extra?: ReactNode;
  hint?: string;
}) {
  return (
    <div className={`ly-card ly-${kind}`} title={hint}>
      <div className="ly-card-title">
        <Glyph id={`ly-kind-${kind}`} className="kind-glyph" />
        <span className="ly-card-name">{title}</span>
      </div>
      {children}
      {extra}
    </div>
  );
}

/** Cash as a drawn coin with its number written on it (issue 45); `title` names it for pointing. */
export function Coin({
  n,
  title,
  className,
  spot,
}: {
  n: ReactNode;
  title?: string;
  className?: string;
  /** Where flights start or end (table/pace: a step's cash moves from or to here). */
  spot?: string;
}) {
  return (
    <span className={`coin${className ? ` ${className}` : ''}`} title={title} data-spot={spot}>
      {title && <span className="sr-only">{title} </span>}
      <Glyph id="ly-coin" className="coin-face" />
      <strong className="coin-n">{n}</strong>
    </span>
  );
}
