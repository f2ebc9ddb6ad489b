import { describe, expect, it } from 'vitest';
import { serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { newQueryClient, testSession } from '@/features/relations/test-app.test-util';
import { timelineQuery } from './timeline-query';

const note = (id: string) => ({ id, createdAt: '2025-01-01T00:00:00.000Z', userId: 'u', user: { id: 'u', username: 'u', host: null }, text: id, visibility: 'public' });
const list = ['n9', 'n8', 'n7', 'n6', 'n5'].map(note);

/** The featured timeline's first two pages, as a server of `version` is asked for them. */
async function twoPages(version: string) {
  const { calls } = testSession((endpoint, body) => {
    if (endpoint !== 'notes/featured') return { status: 404, body: { error: { code: 'X', message: 'x', id: 'x' } } };
    // Misskey 13 has no untilId on notes/featured (it ignores it); 2023.10+ pages by it.
    if (!version.startsWith('13.') && typeof body.untilId === 'string') return { status: 200, body: list.filter((n) => n.id < (body.untilId as string)).slice(0, 3) };
    // A first page (limit 20) holds 3 here; asked for 100, the whole list comes.
    const offset = Number(body.offset ?? 0);
    return { status: 200, body: list.slice(offset, offset + (body.limit === 100 ? 100 : 3)) };
  });
  const qc = newQueryClient();
  qc.setQueryData(instanceMetaQuery().queryKey, { version });
  qc.setQueryData(serverEndpointsQuery().queryKey, null);
  const data = await qc.fetchInfiniteQuery({ ...timelineQuery({ kind: 'featured' }), pages: 2 });
  return { ids: data.pages.flat().map((n) => n.id), bodies: calls.filter((c) => c.endpoint === 'notes/featured').map((c) => c.body) };
}

describe('the featured timeline pages as the server does', () => {
  it('Misskey 13 / the spec’s server: the older page from the whole list (untilId is ignored there), without repeating the first', async () => {
    const { ids, bodies } = await twoPages('13.14.2');
    expect(ids).toEqual(['n9', 'n8', 'n7', 'n6', 'n5']);
    expect(bodies[1]).toMatchObject({ limit: 100 });
    expect(bodies[1]).not.toHaveProperty('untilId');
    expect(bodies[1]).not.toHaveProperty('offset');
  });

  it('Misskey 2023.10+: by untilId', async () => {
    const { ids, bodies } = await twoPages('2024.11.0');
    expect(ids).toEqual(['n9', 'n8', 'n7', 'n6', 'n5']);
    expect(bodies[1]).toMatchObject({ untilId: 'n7' });
    expect(bodies[1]).not.toHaveProperty('offset');
  });
});
