import { describe, expect, it } from 'vitest';
import { createMockInstance } from '../index';
import { SEED_TOKENS } from '../seed';

const userId = (mock: ReturnType<typeof createMockInstance>, username: string) => [...mock.state.users.values()].find((u) => u.username === username && u.host == null)!.id;

describe('admin API', () => {
  it('moderators suspend and unsuspend; ordinary users are refused', async () => {
    const mock = createMockInstance();
    const frank = userId(mock, 'frank');
    const denied = await mock.handle({ endpoint: 'admin/unsuspend-user', params: { userId: frank }, token: SEED_TOKENS.carol });
    expect(denied.body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await mock.handle({ endpoint: 'admin/unsuspend-user', params: { userId: frank }, token: SEED_TOKENS.bob })).status).toBe(204);
    const shown = await mock.handle({ endpoint: 'admin/show-user', params: { userId: frank }, token: SEED_TOKENS.bob });
    expect(shown.body).toMatchObject({ isSuspended: false, isSilenced: false, isModerator: false });
    await mock.handle({ endpoint: 'admin/suspend-user', params: { userId: frank }, token: SEED_TOKENS.alice });
    const list = await mock.handle({ endpoint: 'admin/show-users', params: { state: 'suspended' }, token: SEED_TOKENS.alice });
    expect((list.body as Array<{ username: string }>).map((u) => u.username)).toContain('frank');
  });

  it('settings that change the server need an administrator, and the public meta shows them', async () => {
    const mock = createMockInstance();
    const byMod = await mock.handle({ endpoint: 'admin/update-meta', params: { name: 'Nope' }, token: SEED_TOKENS.bob });
    expect(byMod.body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await mock.handle({ endpoint: 'admin/update-meta', params: { name: 'Renamed', serverRules: ['One rule'], blockedHosts: ['bad.example'] }, token: SEED_TOKENS.alice })).status).toBe(204);
    const meta = await mock.handle({ endpoint: 'meta', params: { detail: false } });
    expect(meta.body).toMatchObject({ name: 'Renamed', serverRules: ['One rule'] });
    const admin = await mock.handle({ endpoint: 'admin/meta', params: {}, token: SEED_TOKENS.bob });
    expect(admin.body).toMatchObject({ name: 'Renamed', blockedHosts: ['bad.example'] });
  });

  it('abuse reports go from a user to the moderators and are resolved', async () => {
    const mock = createMockInstance();
    const dave = userId(mock, 'dave');
    expect((await mock.handle({ endpoint: 'users/report-abuse', params: { userId: dave, comment: 'spam' }, token: SEED_TOKENS.carol })).status).toBe(204);
    const open = await mock.handle({ endpoint: 'admin/abuse-user-reports', params: { state: 'unresolved' }, token: SEED_TOKENS.bob });
    const [report] = open.body as Array<{ id: string; comment: string; reporter: { username: string } }>;
    expect(report).toMatchObject({ comment: 'spam', reporter: { username: 'carol' } });
    await mock.handle({ endpoint: 'admin/resolve-abuse-user-report', params: { reportId: report!.id }, token: SEED_TOKENS.bob });
    expect((await mock.handle({ endpoint: 'admin/abuse-user-reports', params: { state: 'unresolved' }, token: SEED_TOKENS.bob })).body).toEqual([]);
  });

  it('adds an emoji from a drive file, renames it and deletes it', async () => {
    const mock = createMockInstance();
    const alice = userId(mock, 'alice');
    const file = [...mock.state.files.values()].find((f) => f.userId === alice)!;
    const added = await mock.handle({ endpoint: 'admin/emoji/add', params: { fileId: file.id }, token: SEED_TOKENS.alice });
    const { id } = added.body as { id: string };
    await mock.handle({ endpoint: 'admin/emoji/update', params: { id, name: 'brand_new', category: 'Test', aliases: ['fresh'] }, token: SEED_TOKENS.alice });
    const emojis = await mock.handle({ endpoint: 'emojis', params: {} });
    expect((emojis.body as { emojis: Array<{ name: string; category: string }> }).emojis).toContainEqual(expect.objectContaining({ name: 'brand_new', category: 'Test' }));
    await mock.handle({ endpoint: 'admin/emoji/delete', params: { id }, token: SEED_TOKENS.alice });
    const after = await mock.handle({ endpoint: 'admin/emoji/list', params: { query: 'brand' }, token: SEED_TOKENS.alice });
    expect(after.body).toEqual([]);
  });

  it('announcements made by a moderator reach users', async () => {
    const mock = createMockInstance();
    await mock.handle({ endpoint: 'admin/announcements/create', params: { title: 'Maintenance', text: 'Tonight' }, token: SEED_TOKENS.bob });
    const seen = await mock.handle({ endpoint: 'announcements', params: {}, token: SEED_TOKENS.carol });
    expect((seen.body as Array<{ title: string; isRead: boolean }>)[0]).toMatchObject({ title: 'Maintenance', isRead: false });
  });
});

describe('fetch-rss', () => {
  it('answers a feed for an http(s) URL and refuses anything else', async () => {
    const mock = createMockInstance();
    const ok = await mock.handle({ endpoint: 'fetch-rss', params: { url: 'https://news.example/feed.xml' } });
    expect(ok.body).toMatchObject({ title: 'News from news.example', items: expect.arrayContaining([expect.objectContaining({ link: 'https://news.example/feed.xml#story-1' })]) });
    const bad = await mock.handle({ endpoint: 'fetch-rss', params: { url: 'file:///etc/passwd' } });
    expect(bad.status).toBe(400);
  });
});
