import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { DB_NAME } from '@/core/db/db-name';
import { persistStorageKey } from '@/core/query/persist-cache';
import { getSettingDefinition } from '@/core/settings/definitions';
import { accountCacheSettingsKey, DEVICE_SETTINGS_KEY, deviceAccountSettingsKey } from '@/core/settings/persistence';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { openExistingDb } from '@/core/db/open-existing';
import { HOME_DEFAULTS, homeStorageKeys, readHomeStart } from './early-home';
import { blob, databaseWith } from './early-home.test-util';

const request = vi.fn(async (..._args: unknown[]) => [] as unknown[]);
vi.mock('@/core/accounts/session', () => ({ getApi: () => ({ request }), getAccount: () => null, getServerOrigin: () => 'https://misskey.example' }));

const account = { id: 'u1', origin: 'https://misskey.example' };


describe('the early guess of the home timeline', () => {
  it('reads the settings as the app stores them', () => {
    const keys = homeStorageKeys(account);
    expect(keys.deviceAccount).toBe(deviceAccountSettingsKey({ origin: account.origin, userId: account.id }));
    expect(keys.accountCache).toBe(accountCacheSettingsKey({ origin: account.origin, userId: account.id }));
    expect(keys.savedCache).toBe(persistStorageKey({ origin: account.origin, accountId: account.id }));
    expect(HOME_DEFAULTS.tl).toBe(getSettingDefinition('tl').default.src);
    expect(HOME_DEFAULTS.third).toBe(getSettingDefinition('thirdTimelineType').default);
    expect(HOME_DEFAULTS.fourth).toBe(getSettingDefinition('fourthTimelineType').default);
    expect(HOME_DEFAULTS.replyMode).toBe(getSettingDefinition('showPublicTimelineReplyMode').default);
    expect(HOME_DEFAULTS.showReplies).toBe(getSettingDefinition('showTimelineReplies').default);
    expect(keys.device).toBe(DEVICE_SETTINGS_KEY);
  });

  it('asks for the chosen tab’s first page, exactly as the app will', async () => {
    const keys = homeStorageKeys(account);
    const idb = await databaseWith([
      { key: keys.deviceAccount, value: blob({ tl: { src: 'fourth', arg: null } }) },
      { key: keys.accountCache, value: blob({ fourthTimelineType: 'media' }) },
    ]);
    expect((await readHomeStart(account, openExistingDb(idb)))?.request).toEqual({ endpoint: 'notes/local-timeline', params: { withFiles: true, limit: 20 } });
    const home = await databaseWith([{ key: keys.deviceAccount, value: blob({ tl: { src: 'home', arg: null } }) }]);
    expect((await readHomeStart(account, openExistingDb(home)))?.request).toEqual({ endpoint: 'notes/timeline', params: { limit: 20 } });
  });

  it('uses the defaults when nothing is stored, and the same body as the timeline query', async () => {
    const idb = await databaseWith([]);
    const guess = (await readHomeStart(account, openExistingDb(idb)))?.request;
    expect(guess).toEqual({ endpoint: 'notes/hybrid-timeline', params: { limit: 20 } });
    // The app's query sends exactly these parameters for the first page (the API client matches bodies).
    const q = timelineQuery({ kind: 'social' });
    await (q.queryFn as unknown as (ctx: { pageParam: null; signal: AbortSignal }) => Promise<unknown>)({ pageParam: null, signal: new AbortController().signal });
    expect(request.mock.calls.map((c) => [c[0], c[1]])).toEqual([[guess!.endpoint, guess!.params]]);
  });

  it('says when a saved timeline will be resumed; guesses nothing without a database', async () => {
    const keys = homeStorageKeys(account);
    const idb = await databaseWith([{ key: keys.savedCache, value: { format: 1 } }]);
    expect((await readHomeStart(account, openExistingDb(idb)))?.resumes).toBe(true);
    expect((await readHomeStart(account, openExistingDb(await databaseWith([]))))?.resumes).toBe(false);
    const empty = new IDBFactory();
    expect(await readHomeStart(account, openExistingDb(empty))).toBeNull();
    // …and it did not create one.
    expect((await empty.databases()).map((d) => d.name)).not.toContain(DB_NAME);
  });

  it('reads the settings that hide notes, for the first page picture', async () => {
    const keys = homeStorageKeys(account);
    const idb = await databaseWith([
      { key: keys.accountCache, value: blob({ mutedWords: [['spoiler'], '/secret/i', 3], muteExcludeReplyQuote: true, showPublicTimelineReplyMode: 'none' }) },
    ]);
    const start = await readHomeStart(account, openExistingDb(idb));
    expect(start).toMatchObject({ source: { kind: 'social' }, mutedWords: [['spoiler'], '/secret/i'], excludeReplyQuote: true, replyMode: 'none' });
    const plain = await readHomeStart(account, openExistingDb(await databaseWith([])));
    expect(plain).toMatchObject({ mutedWords: [], excludeReplyQuote: false, replyMode: 'notBotOnly', showReplies: false, deck: false });
    const replies = await databaseWith([{ key: keys.device, value: blob({ showTimelineReplies: true }) }]);
    expect((await readHomeStart(account, openExistingDb(replies)))?.showReplies).toBe(true);
    const deck = await databaseWith([{ key: keys.deviceAccount, value: blob({ ui: 'deck' }) }]);
    expect((await readHomeStart(account, openExistingDb(deck)))?.deck).toBe(true);
  });
});
