/** Small pieces of the Loyang table: vegetable tokens, counts, card frames. */
import type { ReactNode } from 'react';
import type { Lang } from '../../i18n/messages';
import { VEG_KEYS, veg } from './words';

export function Veg({ v, lang, n, dim }: { v: number; lang: Lang; n?: number; dim?: boolean }) {
  return (
    <span className={`veg veg-${VEG_KEYS[v]}${dim ? ' dim' : ''}`} title={veg(lang, v)}>
      <span className="veg-dot" aria-hidden />
      {n !== undefined && <span className="veg-n">{n}</span>}
      <span className="sr-only">{veg(lang, v)}</span>
    </span>
  );
}

/** A row of vegetable counts, leaving out zeros. */
function VegCounts({
  counts,
  lang,
  keyPrefix,
  render,
}: {
  counts: number[];
  lang: Lang;
  keyPrefix?: string;
  render?(v: number, node: ReactNode): ReactNode;
}) {
  const items = counts.flatMap((n, v) => (n > 0 ? [v] : []));
  if (!items.length) return <span className="muted">—</span>;
  return (
    <span className="veg-row">
      {items.map((v) => {
        const node = <Veg key={`${keyPrefix ?? ''}${v}`} v={v} n={counts[v]} lang={lang} />;
        return render ? <span key={v}>{render(v, node)}</span> : node;
      })}
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
      <div className="ly-card-title">{title}</div>
      {children}
      {extra}
    </div>
  );
}
