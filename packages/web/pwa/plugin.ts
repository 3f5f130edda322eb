/**
 * Writes `sw.js` (the service worker of `pwa/sw.js`) into the build with the list of every file
 * the build wrote and a cache name made from their names, so each new build installs a fresh
 * cache and drops the old one. Build only: the dev server has no service worker.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = join(import.meta.dirname, 'sw.js');

/** The service worker's text for these files (paths from the site's root, e.g. `/assets/x.js`). */
export function serviceWorkerText(files: readonly string[]): string {
  const list = [...new Set(files)].sort();
  const cache = `tabula-${createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 16)}`;
  return readFileSync(SOURCE, 'utf8').replace("'__TABULA_CACHE__'", JSON.stringify(cache)).replace('__TABULA_PRECACHE__', JSON.stringify(list));
}

/** Every file under `dir`, as site paths. */
function publicFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(`/${relative(dir, p).split('\\').join('/')}`);
    }
  };
  try {
    walk(dir);
  } catch {
    return [];
  }
  return out;
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'tabula-service-worker',
    apply: 'build',
    // After Vite's own HTML plugin has put index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).map((f) => `/${f}`);
      // `index.html` is what every offline page is served from; the files of `public/` too.
      const files = ['/index.html', ...built, ...publicFiles(publicDir)].filter((f) => f !== '/sw.js' && !f.endsWith('.map'));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerText(files) });
    },
  };
}
