/**
 * The client accepts every recorded payload (tests/fixtures/misskey-13.14.2, real Misskey 13.14.2 answers): each
 * recorded note renders with the Note component and each recorded user with the user card, and each
 * recorded stream frame patches the cache through the stream patch code — without errors or console
 * warnings. New fixtures are picked up without code.
 */
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '@/core/accounts/me-query';
import { startSession } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import { settingsStore } from '@/core/settings';
import { handleMainEvent, notificationsKeyPrefix } from '@/core/stream/patching/main-events';
import { applyNoteUpdated } from '@/core/stream/patching/note-updated';
import { insertNotes } from '@/core/stream/patching/insert-notes';
import { NoteView } from '@/features/note/Note';
import { NoteSketch } from '@/features/note/sketch/NoteSketch';
import { UserCard } from '@/features/relations/UserCard';

const DIR = resolve(__dirname, '../../../tests/fixtures/misskey-13.14.2');
const index = (JSON.parse(readFileSync(resolve(DIR, 'index.json'), 'utf8')) as { files: Array<{ file: string }> }).files;
const read = (file: string): unknown => {
  const text = readFileSync(resolve(DIR, file), 'utf8').trim();
  return text === '' ? undefined : JSON.parse(text);
};
const frames = (file: string) =>
  readFileSync(resolve(DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { type: string; body: { id?: string; type?: string; body?: unknown } });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNote = (v: Record<string, unknown>) => typeof v.id === 'string' && typeof v.createdAt === 'string' && 'visibility' in v && 'userId' in v && isObject(v.user);
const isUser = (v: Record<string, unknown>) => typeof v.id === 'string' && typeof v.username === 'string' && 'host' in v && 'avatarUrl' in v;

/** Every note and user object anywhere in a payload (notes inside notifications, clips, pages …). */
function collect(value: unknown, notes: Map<string, Note>, users: Map<string, UserLite>): void {
  if (Array.isArray(value)) return value.forEach((v) => collect(v, notes, users));
  if (!isObject(value)) return;
  if (isNote(value) && !notes.has(value.id as string)) notes.set(value.id as string, value as unknown as Note);
  else if (isUser(value) && !users.has(value.id as string)) users.set(value.id as string, value as unknown as UserLite);
  for (const v of Object.values(value)) collect(v, notes, users);
}

const ACCOUNT = { id: 'atxt6eyx9g', origin: 'http://127.0.0.1:3000' };

function renderInApp(children: ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: () => <div data-testid="payloads">{children}</div> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <Provider store={settingsStore}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}

const jsonFiles = index.filter((e) => e.file.endsWith('.json')).map((e) => e.file);
const streamFiles = index.filter((e) => e.file.endsWith('.jsonl')).map((e) => e.file);

describe('the client accepts every recorded payload', () => {
  let warnings: string[] = [];
  beforeAll(() => {
    startSession({ id: ACCOUNT.id, token: 't', origin: ACCOUNT.origin, username: 'admin', isAdmin: true, isModerator: true });
    // Nothing may reach the network from rendering (previews, relations …): answer 404 quietly.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
    // What jsdom lacks (a browser has them): scrolling, and canvas for blurhash placeholders.
    window.scrollTo = () => undefined;
    HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('walks the index', () => {
    expect(jsonFiles.length).toBeGreaterThan(100);
    expect(streamFiles.length).toBeGreaterThanOrEqual(7);
  });

  for (const file of jsonFiles) {
    const notes = new Map<string, Note>();
    const users = new Map<string, UserLite>();
    collect(read(file), notes, users);
    if (notes.size === 0 && users.size === 0) continue;
    it(`${file}: ${notes.size} note(s) and ${users.size} user(s) render without errors or warnings`, async () => {
      renderInApp(
        <>
          {[...notes.values()].map((n) => (
            <NoteView key={`n${n.id}`} note={n} />
          ))}
          {[...users.values()].map((u) => (
            <UserCard key={`u${u.id}`} user={u} actions={<span />} />
          ))}
        </>,
      );
      await screen.findByTestId('payloads');
      if (notes.size > 0) expect((await screen.findAllByRole('article')).length).toBeGreaterThanOrEqual(notes.size);
      const cards = new Set([...document.querySelectorAll('[data-user-card]')].map((el) => el.getAttribute('data-user-card')));
      for (const u of users.values()) expect(cards.has(u.username), u.username).toBe(true);
      expect(warnings).toEqual([]);
    });
  }

  it('every recorded note renders as a sketch (as while the reader skims) without errors or warnings', async () => {
    const notes = new Map<string, Note>();
    for (const file of jsonFiles) collect(read(file), notes, new Map());
    const plain = [...notes.values()];
    expect(plain.length).toBeGreaterThan(0);
    renderInApp(
      <>
        {plain.map((n) => (
          <article key={n.id} data-note-id={n.id}>
            <NoteSketch note={n} />
          </article>
        ))}
      </>,
    );
    await screen.findByTestId('payloads');
    expect(document.querySelectorAll('[data-sketch]')).toHaveLength(plain.length);
    expect(warnings).toEqual([]);
  });

  for (const file of streamFiles) {
    it(`${file}: every frame patches the cache through the stream code`, () => {
      const qc = new QueryClient();
      const i = read('i.json') as Record<string, unknown>;
      qc.setQueryData(meQueryKey(ACCOUNT), { ...i, id: ACCOUNT.id, hasUnreadNotification: false });
      const notifications = read('i-notifications.json') as unknown[];
      qc.setQueryData([...notificationsKeyPrefix(ACCOUNT), 'all'], { pages: [notifications], pageParams: [null] });
      const timelineKey = [ACCOUNT.origin, ACCOUNT.id, 'timeline', 'recorded'];
      const timeline = (read('notes-timeline.json') as Note[]).slice(0, 5);
      qc.setQueryData(timelineKey, { pages: [timeline], pageParams: [null] });
      let signedOut = false;
      for (const frame of frames(file)) {
        const b = frame.body;
        if (frame.type === 'noteUpdated') {
          // The captured note, as a cached copy of a recorded note.
          const base = { ...timeline[0]!, id: b.id!, reactions: {}, reactionEmojis: {}, poll: { multiple: false, expiresAt: null, choices: [{ text: 'a', votes: 0, isVoted: false }, { text: 'b', votes: 0, isVoted: false }] } };
          qc.setQueryData([ACCOUNT.origin, ACCOUNT.id, 'note', b.id], base);
          applyNoteUpdated(qc, { id: b.id!, type: b.type!, body: b.body }, 'someone-else');
          const after = qc.getQueryData<Note & { isDeleted?: boolean; deletedAt?: string }>([ACCOUNT.origin, ACCOUNT.id, 'note', b.id]);
          expect(after, `${file} ${b.type}`).toBeDefined();
          if (b.type === 'reacted') expect(Object.values(after!.reactions ?? {}).reduce((s, n) => s + n, 0)).toBe(1);
          if (b.type === 'pollVoted') expect(after!.poll?.choices[(b.body as { choice: number }).choice]?.votes).toBe(1);
          if (b.type === 'deleted') expect(after).not.toBe(base);
          continue;
        }
        expect(frame.type).toBe('channel');
        if (b.type === 'note') {
          expect(insertNotes(qc, timelineKey, [b.body as Note]), `${file}: a recorded note joins the timeline`).toBeGreaterThanOrEqual(0);
          expect(qc.getQueryData<InfiniteData<Note[]>>(timelineKey)!.pages[0]!.some((n) => n.id === (b.body as Note).id)).toBe(true);
          continue;
        }
        handleMainEvent({ qc, account: ACCOUNT, signOut: () => void (signedOut = true) }, b.type!, b.body ?? null);
        if (b.type === 'unreadNotification') {
          expect(qc.getQueryData<{ hasUnreadNotification: boolean }>(meQueryKey(ACCOUNT))?.hasUnreadNotification).toBe(true);
          const pages = qc.getQueryData<InfiniteData<Array<{ id: string }>>>([...notificationsKeyPrefix(ACCOUNT), 'all'])!.pages;
          expect(pages[0]!.some((n) => n.id === (b.body as { id: string }).id)).toBe(true);
        }
        if (b.type === 'readAllNotifications') expect(qc.getQueryData<{ hasUnreadNotification: boolean }>(meQueryKey(ACCOUNT))?.hasUnreadNotification).toBe(false);
      }
      expect(signedOut).toBe(false);
      expect(warnings).toEqual([]);
    });
  }
});
