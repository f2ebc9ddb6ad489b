import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { Note, Poll } from '@/core/entities';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { NotePoll } from './NotePoll';

const KEY = ['test', 'note'];
const SIGNED_IN = { id: 'u', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false };

function makeNote(poll: Partial<Poll> = {}, over: Partial<Note> = {}): Note {
  return {
    id: 'n1',
    createdAt: '2026-01-01T00:00:00.000Z',
    userId: 'a',
    user: { id: 'a', username: 'alice', host: null } as Note['user'],
    text: 'Which?',
    visibility: 'public',
    poll: {
      multiple: false,
      expiresAt: null,
      choices: [
        { text: 'Cats', votes: 1, isVoted: false },
        { text: 'Dogs', votes: 0, isVoted: false },
      ],
      ...poll,
    },
    ...over,
  };
}

function Harness({ readOnly }: { readOnly?: boolean }) {
  const { data } = useQuery<Note>({ queryKey: KEY, queryFn: () => Promise.reject(new Error('seeded only')), enabled: false });
  return data ? <NotePoll note={data} readOnly={readOnly} /> : null;
}

function setup(note: Note, readOnly?: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(KEY, note);
  render(
    <QueryClientProvider client={queryClient}>
      <Harness readOnly={readOnly} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { queryClient, cached: () => queryClient.getQueryData<Note>(KEY)!.poll! };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const choice = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  startSession(SIGNED_IN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NotePoll', () => {
  it('hides counts until the reader votes or asks for results', async () => {
    const user = userEvent.setup();
    setup(makeNote());
    expect(screen.queryByText('100%')).toBeNull();
    await user.click(screen.getByRole('button', { name: '結果を見る' }));
    expect(choice(/Cats/).textContent).toContain('100%');
    expect(choice(/Dogs/).textContent).toContain('0%');
    await user.click(screen.getByRole('button', { name: '投票する' }));
    expect(screen.queryByText(/100%/)).toBeNull();
  });

  it('confirms, patches the cache optimistically and sends notes/polls/vote', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const fetchMock = vi.fn((..._args: Parameters<typeof fetch>) => answer.promise);
    vi.stubGlobal('fetch', fetchMock);
    const { cached } = setup(makeNote());
    await user.click(choice(/Dogs/));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('「Dogs」に投票しますか？');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'はい' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(cached().choices[1]).toEqual({ text: 'Dogs', votes: 1, isVoted: true });
    expect(choice(/Dogs/).getAttribute('aria-pressed')).toBe('true');
    expect(choice(/Dogs/).textContent).toContain('50%');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/notes/polls/vote');
    expect(JSON.parse(String(init?.body))).toEqual({ noteId: 'n1', choice: 1, i: 't' });

    await act(async () => answer.resolve(new Response(null, { status: 204 })));
    expect(cached().choices[1]!.votes).toBe(1);
  });

  it('rolls the vote back when the request fails', async () => {
    const user = userEvent.setup();
    const body = JSON.stringify({ error: { message: 'Already voted', code: 'ALREADY_VOTED', id: 'x' } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 400 })));
    const { cached } = setup(makeNote());
    await user.click(choice(/Dogs/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'はい' }));
    await vi.waitFor(() => expect(cached().choices[1]).toEqual({ text: 'Dogs', votes: 0, isVoted: false }));
  });

  it('a vote whose answer never came stays shown, then the poll is what the server has (no double count)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = makeNote({ choices: [{ text: 'Cats', votes: 2, isVoted: false }, { text: 'Dogs', votes: 1, isVoted: true }] });
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      if (String(url).endsWith('/notes/polls/vote')) throw new TypeError('Failed to fetch'); // recorded, answer lost
      return new Response(JSON.stringify(server), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { cached } = setup(makeNote());
    await user.click(choice(/Dogs/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'はい' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(100);
    expect(cached().choices[1]).toEqual({ text: 'Dogs', votes: 1, isVoted: true }); // not rolled back
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(cached().choices).toEqual(server.poll!.choices));
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/notes\/show$/);
  });

  it('does not vote when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { cached } = setup(makeNote());
    await user.click(choice(/Cats/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'いいえ' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cached().choices[0]!.isVoted).toBe(false);
  });

  it.each([
    ['a voted single-choice poll', makeNote({ choices: [{ text: 'Cats', votes: 1, isVoted: true }, { text: 'Dogs', votes: 0, isVoted: false }] }), false],
    ['a closed poll', makeNote({ expiresAt: '2020-01-01T00:00:00.000Z' }), false],
    ['a read-only poll', makeNote(), true],
  ])('refuses to vote on %s (no confirmation, no request) and shows results', async (_name, note, readOnly) => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup(note, readOnly);
    await user.click(choice(/Dogs/));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(choice(/Cats/).textContent).toContain('100%');
    expect(choice(/Dogs/).getAttribute('aria-disabled')).toBe('true');
  });

  it('lets a multiple-choice poll take a second choice', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    const { cached } = setup(makeNote({ multiple: true, choices: [{ text: 'Cats', votes: 1, isVoted: true }, { text: 'Dogs', votes: 0, isVoted: false }] }));
    expect(screen.getByText('複数選択可')).toBeTruthy();
    await user.click(choice(/Dogs/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'はい' }));
    await vi.waitFor(() => expect(cached().choices.map((c) => c.isVoted)).toEqual([true, true]));
  });

  it('opens the sign-in dialog with the sign-in-required message for a signed-out reader', async () => {
    startSession(null);
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    setup(makeNote());
    await user.click(choice(/Dogs/));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ログインが必要です。');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes once expiresAt passes (checked every 3 s) and shows the time left before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    setup(makeNote({ expiresAt: '2026-01-01T00:00:04.000Z' }));
    expect(screen.getByText('残り4秒')).toBeTruthy();
    expect(screen.queryByText('終了済み')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(3_000));
    expect(screen.getByText('残り1秒')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(3_000));
    expect(screen.getByText('終了済み')).toBeTruthy();
    expect(choice(/Cats/).textContent).toContain('100%');
  });

  it('shows days, hours and minutes left and the total votes', () => {
    setup(makeNote({ expiresAt: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString() }));
    expect(screen.getByText('残り2日')).toBeTruthy();
    expect(screen.getByText('計1票')).toBeTruthy();
  });

  it('refreshes a remote poll through ap/show and patches the cache', async () => {
    const user = userEvent.setup();
    const refreshed = makeNote({ choices: [{ text: 'Cats', votes: 5, isVoted: false }, { text: 'Dogs', votes: 7, isVoted: false }] });
    const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => Response.json({ type: 'Note', object: refreshed }));
    vi.stubGlobal('fetch', fetchMock);
    const { cached } = setup(makeNote({}, { uri: 'https://remote.example/notes/1' }));
    await user.click(screen.getByRole('button', { name: '最新の状態に更新' }));
    await vi.waitFor(() => expect(cached().choices.map((c) => c.votes)).toEqual([5, 7]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:3000/api/ap/show');
    expect(JSON.parse(String(init?.body))).toMatchObject({ uri: 'https://remote.example/notes/1' });
  });

  it('offers no refresh for a local note', () => {
    setup(makeNote());
    expect(screen.queryByRole('button', { name: '最新の状態に更新' })).toBeNull();
  });
});
