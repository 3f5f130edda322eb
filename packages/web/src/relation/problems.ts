/** A refused relation request in the reader's words: the server's status says which refusal it is. */
import type { T } from '../i18n/i18n';
import { ApiError } from '../net/api';

export function relationProblem(e: unknown, username: string, t: T): string {
  if (e instanceof ApiError) {
    if (e.status === 403) return t('relation.refused');
    if (e.status === 404) return t('relation.noPlayer', { name: username });
    if (e.status === 429) return t('relation.tooMany');
    if (e.status === 400 && /that is you/.test(e.message)) return t('relation.self');
    return t('relation.failed', { error: e.message });
  }
  return t('account.unreachable');
}
