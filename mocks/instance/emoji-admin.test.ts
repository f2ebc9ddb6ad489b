import { describe, expect, it } from 'vitest';
import { createMockInstance } from './index';
import { SEED_TOKENS } from './seed';

describe('emoji administration', () => {
  it('moderators copy a remote emoji; others are refused', async () => {
    const mock = createMockInstance();
    const remote = mock.state.emojis.find((e) => e.host != null);
    expect(remote).toBeDefined();
    const denied = await mock.handle({ endpoint: 'admin/emoji/copy', params: { emojiName: remote!.name, emojiHost: remote!.host }, token: SEED_TOKENS.carol });
    expect(denied.status).toBe(400);
    expect(denied.body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    const ok = await mock.handle({ endpoint: 'admin/emoji/copy', params: { emojiName: remote!.name, emojiHost: remote!.host }, token: SEED_TOKENS.bob });
    expect(ok.status).toBe(200);
    const list = await mock.handle({ endpoint: 'emojis', params: {} });
    expect((list.body as { emojis: Array<{ name: string }> }).emojis.map((e) => e.name)).toContain(remote!.name);
  });

  it('categories/show answers the emoji names of a category', async () => {
    const mock = createMockInstance();
    const category = mock.state.emojis.find((e) => e.host == null && e.category)!.category!;
    const one = await mock.handle({ endpoint: 'categories/show', params: { categoryId: category } });
    expect(one.body).toMatchObject({ id: category, contents: expect.arrayContaining([expect.any(String)]) });
    const many = await mock.handle({ endpoint: 'categories/show', params: { categoryId: [category, category] } });
    expect(many.body).toHaveLength(1);
  });
});
