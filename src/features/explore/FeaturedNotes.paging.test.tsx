import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverEndpointsQuery } from '@/core/capabilities';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { fixture, renderPage, serveFixtures, testQueryClient } from '@/app/fixture-session.test-util';
import { FeaturedNotes } from './FeaturedNotes';

type N = { id: string };
const recorded = fixture<N[]>('notes-featured.json');

/** A featured list of 3 + 3 notes served as one server version pages it. */
function serve(version: string) {
  const older = recorded.map((n, i) => ({ ...n, id: `${n.id.slice(0, -1)}${i}0` })).map((n) => ({ ...n, id: `0${n.id}` }));
  const all = [...recorded, ...older];
  const spy = serveFixtures({
    'notes/featured': (p) => {
      const limit = Number(p.limit ?? 10);
      if (typeof p.untilId === 'string') return all.filter((n) => n.id < (p.untilId as string)).slice(0, limit).slice(0, 3);
      const offset = Number(p.offset ?? 0);
      return all.slice(offset, offset + Math.min(limit, 3));
    },
  });
  const qc = testQueryClient();
  qc.setQueryData(instanceMetaQuery().queryKey, { version });
  qc.setQueryData(serverEndpointsQuery().queryKey, null);
  return { spy, qc, all };
}

async function pageThrough(version: string) {
  const { spy, qc, all } = serve(version);
  const { container } = renderPage(() => <FeaturedNotes />, qc);
  await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(3));
  fireEvent.click(screen.getByRole('button', { name: /もっと見る|More/ }));
  await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(6));
  fireEvent.click(screen.getByRole('button', { name: /もっと見る|More/ }));
  // The server has no more: an empty page ends the list and the button goes.
  await waitFor(() => expect(screen.queryByRole('button', { name: /もっと見る|More/ })).toBeNull());
  expect(container.querySelectorAll('article')).toHaveLength(all.length);
  return spy.mock.calls.filter((c) => c[0] === 'notes/featured').map((c) => c[1]);
}

describe('featured notes on the explore page page through both server shapes', () => {
  it('Misskey 13 (and the spec’s server): by offset', async () => {
    const calls = await pageThrough('13.14.2');
    expect(calls).toEqual([{ limit: 20 }, { limit: 20, offset: 3 }, { limit: 20, offset: 6 }]);
  });

  it('Misskey 2023.10 and later: by untilId', async () => {
    const calls = await pageThrough('2024.11.0');
    expect(calls[0]).toEqual({ limit: 20 });
    expect(calls[1]).toEqual({ limit: 20, untilId: recorded[2]!.id });
    expect(calls[2]).toMatchObject({ limit: 20, untilId: expect.any(String) });
    expect(calls.some((c) => 'offset' in (c as object))).toBe(false);
  });
});
