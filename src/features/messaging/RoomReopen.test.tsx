import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, userNamed } from '../../../mocks/test-utils/setup';
import { serveMockInstance } from '@/app/mock-instance.test-util';
import { fakeLayout, renderWith } from '../drive/rooms.test-util';
import { MESSAGES_PAGE, roomMessagesQuery } from './messaging-queries';
import { RoomView } from './RoomView';
import type { MessagingMessage, RoomTarget } from './types';

// A whole room against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { instance, signInAs } = serveMockInstance('http://reopen.test');

beforeAll(() => {
  fakeLayout();
  // A history taller than the view: older pages load only when scrolled to the top.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 5000 });
});

/** The room, and a way to leave it and come back (as the router does between pages). */
function Harness({ target }: { target: RoomTarget }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>{open ? 'leave' : 'reopen'}</button>
      {open && <RoomView target={target} />}
    </>
  );
}

/** Every message of the conversation, oldest first, as the server holds it. */
async function wholeConversation(withUserId: string): Promise<string[]> {
  const res = await call(instance, 'messaging/messages', { userId: withUserId, limit: 100, markAsRead: false }, 'alice');
  return (res.body as MessagingMessage[]).map((m) => m.id).reverse();
}

describe('a room opened again after many new messages', () => {
  it('shows one unbroken run from the newest message, even when scrolled up at once', async () => {
    for (let i = 1; i <= 45; i++) await instance.control('message', { username: 'alice', to: 'carol', text: `old ${i}` });
    const carol = signInAs('carol');
    const alice = userNamed(instance, 'alice');
    const target: RoomTarget = { kind: 'user', userId: alice.id };
    const key = roomMessagesQuery(target).queryKey;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown = () => (qc.getQueryData<InfiniteData<MessagingMessage[]>>(key)?.pages ?? []).flat();
    renderWith(qc, () => <Harness target={target} />);

    // Open: the newest page, then one older page by scrolling to the top.
    const log = await screen.findByRole('log');
    await waitFor(() => expect(shown().some((m) => m.text === 'old 45')).toBe(true));
    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    await waitFor(() => expect(qc.getQueryData<InfiniteData<MessagingMessage[]>>(key)?.pages).toHaveLength(2));
    expect(shown()).toHaveLength(2 * MESSAGES_PAGE);

    // Leave; more than a page of messages arrives meanwhile (the mock's control API).
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    for (let i = 1; i <= 25; i++) await instance.control('message', { username: 'alice', to: 'carol', text: `new ${i}` });

    // Come back at once (the cache is seconds old) and scroll up while the room is still fetching.
    await instance.control('fault', { endpoint: 'messaging/messages', mode: 'latency', ms: 300 });
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    await screen.findByRole('log');
    await waitFor(() => expect(qc.isFetching()).toBe(1));
    fireEvent.scroll(screen.getByRole('log'), { target: { scrollTop: 0 } });
    await instance.control('fault', { endpoint: 'messaging/messages', mode: 'off' });
    await waitFor(() => expect(shown().some((m) => m.text === 'new 25')).toBe(true));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 200));
    });
    await waitFor(() => expect(qc.isFetching()).toBe(0));

    // What the room holds is the newest messages in one run: no page of stale or missing ones between.
    const all = await wholeConversation(carol.id);
    const ids = [...new Set(shown().map((m) => m.id))].sort();
    expect(ids.length).toBeGreaterThanOrEqual(2 * MESSAGES_PAGE);
    expect(ids).toEqual(all.slice(all.length - ids.length));
    expect(shown().map((m) => m.text)).toContain('new 1');
  });
});
