import { getSettingDefinition } from '@/core/settings';
import { PAGE_ITEMS } from './catalogue/items';

/** Hand-built pages that edit account-scope settings (muted words, reactions, the upload folder). */
const BESPOKE_ACCOUNT_PAGES: ReadonlySet<string> = new Set(['word-mute', 'reaction', 'drive']);

/** Whether a settings page holds account-scope settings (synced through the server registry where the token may). */
export function pageHoldsAccountSettings(page: string): boolean {
  if (BESPOKE_ACCOUNT_PAGES.has(page)) return true;
  return (PAGE_ITEMS[page] ?? []).some((item) => getSettingDefinition(item.setting).scope === 'account');
}
