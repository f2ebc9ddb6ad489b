import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDraft } from '@/core/drafts';
import { FakeWebSocket } from '@/core/stream/fake-websocket.test-util';
import { stopStream } from '@/core/stream/stream-instance';
import { connectionId, fakeLayout, fakeStream, ME, renderWith, signIn, testQueryClient } from '../drive/rooms.test-util';
import { roomMessagesQuery } from './messaging-queries';
import { RoomView } from './RoomView';
import type { MessagingMessage } from './types';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const alice = { id: 'alice0000001', username: 'alice', host: null, name: 'Alice' };
const me = { id: ME.id, username: ME.username, host: null };
const target = { kind: 'user', userId: alice.id } as const;

const msg = (id: string, createdAt: string, fromMe: boolean, text: string, extra: Partial<MessagingMessage> = {}): MessagingMessage => ({
  id, createdAt, text, userId: fromMe ? me.id : alice.id, user: fromMe ? me : alice, recipientId: fromMe ? alice.id : me.id, isRead: false, ...extra,
});

beforeAll(() => fakeLayout());
beforeEach(() => signIn());
afterEach(() => stopStream());

function prefilled() {
  const qc = testQueryClient();
  qc.setQueryData(roomMessagesQuery(target).queryKey, {
    pages: [[msg('m3', '2026-01-02T10:00:00Z', true, 'second day **bold**'), msg('m2', '2026-01-01T10:05:00Z', false, 'hi carol'), msg('m1', '2026-01-01T10:00:00Z', true, 'hello alice')]],
    pageParams: [null],
  });
  return qc;
}

describe('RoomView', () => {
  it('renders history oldest first with a separator per day and MFM', async () => {
    renderWith(prefilled(), () => <RoomView target={target} />);
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByText(/hello alice|hi carol|second day/).length).toBe(3));
    const texts = [...log.querySelectorAll('[data-message-id]')].map((e) => e.getAttribute('data-message-id'));
    expect(texts).toEqual(['m1', 'm2', 'm3']);
    expect(within(log).getAllByRole('separator')).toHaveLength(2);
    expect(log.querySelector('[data-message-id="m3"] b')?.textContent).toBe('bold');
  });

  it('shows live messages, read marks, typers and deletions from the messaging channel', async () => {
    const ws = await fakeStream();
    renderWith(prefilled(), () => <RoomView target={target} />);
    await screen.findByRole('log');
    await waitFor(() => expect(connectionId(ws, 'messaging')).not.toBeNull());
    const connect = ws.sent.find((f) => f.type === 'connect' && f.body.channel === 'messaging')!;
    expect(connect.body.params).toEqual({ otherparty: alice.id });
    const id = connectionId(ws, 'messaging')!;
    const push = (type: string, body: unknown) => act(() => ws.push({ type: 'channel', body: { id, type, body } }));

    push('typers', [alice]);
    expect((await screen.findByText(/Alice/, { selector: '[data-typing]' })).textContent).toMatch(/入力中/);
    push('message', msg('m4', '2026-01-02T11:00:00Z', false, 'live from alice'));
    expect(await screen.findByText('live from alice')).toBeTruthy();
    expect(document.querySelector('[data-typing]')).toBeNull();
    // the room reads what it shows
    expect(ws.sent).toContainEqual({ type: 'ch', body: { id, type: 'read', body: { id: 'm4' } } });

    push('read', ['m3']);
    await waitFor(() => expect(document.querySelector('[data-message-id="m3"] [data-read]')).not.toBeNull());
    push('deleted', 'm2');
    await waitFor(() => expect(screen.queryByText('hi carol')).toBeNull());
    // another conversation's message stays out
    push('message', { ...msg('x1', '2026-01-02T12:00:00Z', false, 'from bob'), userId: 'bob', recipientId: me.id });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('from bob')).toBeNull();
  });

  it('after the socket was down, reads the room again: a message sent meanwhile shows', async () => {
    const ws = await fakeStream();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      expect(url).toMatch(/\/api\/messaging\/messages$/);
      const page = [msg('m5', '2026-01-02T12:00:00Z', false, 'sent while the socket was down'), msg('m3', '2026-01-02T10:00:00Z', true, 'second day **bold**')];
      return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWith(prefilled(), () => <RoomView target={target} />);
      await screen.findByRole('log');
      await waitFor(() => expect(connectionId(ws, 'messaging')).not.toBeNull());
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => ws.drop());
      await waitFor(() => expect(ws).not.toBe(FakeWebSocket.latest()), { timeout: 3_000 });
      act(() => FakeWebSocket.latest().open());
      expect(await screen.findByText('sent while the socket was down')).toBeTruthy();
      expect(fetchMock).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('tells the others "typing" at most once per 3 s while typing', async () => {
    const ws = await fakeStream();
    renderWith(prefilled(), () => <RoomView target={target} />);
    await waitFor(() => expect(connectionId(ws, 'messaging')).not.toBeNull());
    const box = screen.getByRole('textbox', { name: 'メッセージ' });
    fireEvent.change(box, { target: { value: 'h' } });
    fireEvent.change(box, { target: { value: 'he' } });
    fireEvent.change(box, { target: { value: 'hel' } });
    expect(ws.sent.filter((f) => f.type === 'ch' && f.body.type === 'typing')).toHaveLength(1);
  });

  it('keeps what was typed as a draft of the room and restores it', async () => {
    const first = renderWith(prefilled(), () => <RoomView target={target} />);
    const box = await screen.findByRole('textbox', { name: 'メッセージ' });
    await new Promise((r) => setTimeout(r, 50)); // the draft has loaded (empty)
    fireEvent.change(box, { target: { value: 'unsent words' } });
    await waitFor(async () => expect((await loadDraft(`messaging:user:${alice.id}`))?.data.text).toBe('unsent words'), { timeout: 2000 });
    first.unmount();
    renderWith(prefilled(), () => <RoomView target={target} />);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'メッセージ' }) as HTMLTextAreaElement).value).toBe('unsent words'));
  });
});
