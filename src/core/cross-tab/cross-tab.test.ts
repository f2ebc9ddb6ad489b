import { describe, expect, it, vi } from 'vitest';
import { CROSS_TAB_TTL_MS, onCrossTab, postCrossTab } from './cross-tab';

describe('cross-tab messages', () => {
  it('reach other tabs with a timestamp', async () => {
    const other = new BroadcastChannel('misskey-client');
    const got: unknown[] = [];
    other.onmessage = (ev) => got.push(ev.data);
    postCrossTab({ type: 'reload' });
    await vi.waitFor(() => expect(got).toHaveLength(1));
    expect(got[0]).toMatchObject({ msg: { type: 'reload' }, at: expect.any(Number) });
    other.close();
  });

  it('are acted on when fresh and ignored once older than the 45 s lifetime', async () => {
    const seen: unknown[] = [];
    const off = onCrossTab((m) => seen.push(m));
    const other = new BroadcastChannel('misskey-client');
    other.postMessage({ msg: { type: 'signout', id: 'u1' }, at: Date.now() - CROSS_TAB_TTL_MS - 1 });
    other.postMessage({ msg: { type: 'signin', id: 'u2' }, at: Date.now() });
    other.postMessage({ nonsense: true });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ type: 'signin', id: 'u2' });
    expect(CROSS_TAB_TTL_MS).toBe(45_000);
    off();
    other.close();
  });
});
