import { describe, expect, it, vi } from 'vitest';
import { fillPage } from './fill-page';

/** A server that, like Misskey 13, takes `limit` newest items below untilId and filters afterwards. */
function server(items: Array<{ id: string; type: string }>, limit: number) {
  return vi.fn(async (untilId: string | null) => items.filter((x) => untilId === null || x.id < untilId).slice(0, limit));
}

const items = Array.from({ length: 50 }, (_, i) => ({ id: String(100 - i).padStart(3, '0'), type: i % 10 === 0 ? 'mention' : 'reaction' }));

describe('fillPage', () => {
  it('pages on with the RAW last id until enough items passed the filter', async () => {
    const fetchRaw = server(items, 10);
    const page = await fillPage({ fetchRaw, accept: (x) => x.type === 'mention', from: null, want: 3, rawLimit: 10 });
    expect(page.items.map((x) => x.id)).toEqual(['100', '090', '080']);
    expect(fetchRaw).toHaveBeenCalledTimes(3);
    expect(page.next).toBe('071');
  });

  it('an empty filtered window is not the end; a short raw page is', async () => {
    const fetchRaw = server(items, 10);
    const page = await fillPage({ fetchRaw, accept: (x) => x.type === 'mention', from: '075', want: 20, rawLimit: 10, maxRounds: 10 });
    expect(page.items.map((x) => x.id)).toEqual(['070', '060']);
    expect(page.next).toBeNull();
  });

  it('stops after maxRounds and hands back the cursor', async () => {
    const fetchRaw = server(items, 10);
    const page = await fillPage({ fetchRaw, accept: () => false, from: null, want: 5, rawLimit: 10, maxRounds: 2 });
    expect(page.items).toEqual([]);
    expect(page.next).toBe('081');
  });
});
