import { getApi } from '@/core/accounts/session';
import { inputDialog, waitingDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { parseSearchInput } from './parse-search-input';

export type Navigate = (href: string) => void;

interface ApShowResult {
  type?: string;
  object?: { id?: string; username?: string; host?: string | null };
}

/** The in-app path of an ap/show answer: the user's page or the note's. */
export function pathOfLookup(res: ApShowResult | null | undefined): string | null {
  const o = res?.object;
  if (!o) return null;
  if (res.type === 'User' && o.username) return `/@${o.username}${o.host ? `@${o.host}` : ''}`;
  if (res.type === 'Note' && o.id) return `/notes/${encodeURIComponent(o.id)}`;
  return null;
}

/** Runs a search input (spec section 5): goes to the user, tag, looked-up object or search page. */
export async function runSearchInput(input: string, navigate: Navigate): Promise<void> {
  const intent = parseSearchInput(input);
  switch (intent.kind) {
    case 'empty':
      return;
    case 'lookup': {
      try {
        const res = await waitingDialog(getApi().request<ApShowResult>('ap/show', { uri: intent.uri }, { suppressError: true }), { text: t('search.lookingUp') });
        const path = pathOfLookup(res);
        if (path) return navigate(path);
      } catch {
        // Not found or not reachable: fall through.
      }
      if (intent.fallbackPath) return navigate(intent.fallbackPath);
      showToast(t('search.notFound'), 'error');
      return;
    }
    default:
      navigate(intent.path);
  }
}

/** The search prompt (hotkey s, the menu's search item when asked). */
export async function openSearch(navigate: Navigate): Promise<void> {
  const q = await inputDialog({ title: t('search.title'), placeholder: t('search.placeholder'), inputType: 'text' });
  if (q != null) await runSearchInput(q, navigate);
}
