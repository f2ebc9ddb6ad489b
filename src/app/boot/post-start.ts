import type { QueryClient } from '@tanstack/react-query';
import type { MeDetailed, StoredAccount } from '@/core/accounts/account-types';
import { onCrossTab } from '@/core/cross-tab/cross-tab';
import { loadErrorLog } from '@/core/errors/error-log';
import { onStorageProblem } from '@/core/db/storage-problems';
import { loadScreenMessages, t } from '@/core/i18n';
import { ACCOUNT_STORAGE_KEY, isAccountInMemoryOnly } from '@/core/accounts/account-storage';
import { showToast } from '@/core/toast/toast-store';
import { instanceMetaQuery, type InstanceMeta } from '@/core/instance/instance-meta';
import { refreshAccount } from './refresh-account';
import { startLive } from './live';
import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { getSetting } from '@/core/settings';
import { loadNoteInteractions } from '@/features/note/lazy';
import { startInstalledPlugins } from '@/features/plugins/lazy';

/** Start-up step 8: what runs after the app is on screen. */
export function runPostStartTasks(opts: {
  account: StoredAccount | null;
  queryClient: QueryClient;
  metaRefresh: Promise<InstanceMeta | null>;
  /** The `i` request start-up made, reused (never a second request). */
  me?: Promise<MeDetailed> | null;
}): void {
  void loadErrorLog();
  let lastStorageToast = 0;
  // The account itself could not be stored: said once, plainly (it is this tab's alone).
  const tellAccountInMemory = () => {
    lastStorageToast = Date.now();
    void loadScreenMessages().then(() => showToast(t('accounts.accountInMemory'), 'error'), () => undefined);
  };
  if (isAccountInMemoryOnly()) tellAccountInMemory();
  onStorageProblem((problem) => {
    if (problem.key === ACCOUNT_STORAGE_KEY) return tellAccountInMemory();
    // One toast per burst: a full disk fails every write.
    if (Date.now() - lastStorageToast < 10_000) return;
    lastStorageToast = Date.now();
    showToast(problem.kind === 'quota' || problem.kind === 'tooLarge' ? t('errors.storageFull') : t('errors.storageUnavailable'), 'error');
  });
  void opts.metaRefresh.then((meta) => {
    if (meta) opts.queryClient.setQueryData(instanceMetaQuery().queryKey, meta);
  });
  onCrossTab((msg) => {
    if (msg.type === 'reload') location.reload();
    // The page's account now (a visitor may have signed in in place since the start).
    if (msg.type === 'signout' && msg.id === getAccount()?.id) location.reload();
  });
  startLive({ origin: getServerOrigin(), account: opts.account, queryClient: opts.queryClient });
  if (opts.account) void refreshAccount(opts.account, opts.queryClient, opts.me ?? undefined);
  startPluginsWhenIdle(opts.account);
  backUpSettingsWhenIdle(opts.account);
  // What a reader does first with a note (react, its menu): loaded before the first click.
  if (opts.account) whenIdle(() => void loadNoteInteractions().catch(() => undefined));
  // Wake lock, data saver following the connection, the "updated" dialog (a small lazy chunk),
  // once the page is idle: not among the bytes the first note waits for.
  whenIdle(() => void import('@/app/behaviour').then((m) => m.startAppBehaviours()).catch(() => undefined));
}

/** Installed plugins run once the page is idle; the AiScript interpreter loads only when one is active. */
export function startPluginsWhenIdle(account: StoredAccount | null): void {
  if (!account || !getSetting('plugins').some((p) => p.active)) return;
  whenIdle(() => void startInstalledPlugins());
}

/** The automatic settings backup, when one is chosen; its code loads only then. */
export function backUpSettingsWhenIdle(account: StoredAccount | null): void {
  if (!account || !getSetting('preferencesAutoBackup')) return;
  whenIdle(() => void import('@/features/settings/backup/auto-backup').then((m) => m.runAutoBackup()));
}

function whenIdle(start: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1);
}
