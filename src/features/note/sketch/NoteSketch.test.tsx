import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@/core/entities/note';
import { NoteView } from '../Note';
import { plainNote, renderNotesInApp, setUpNoteTests } from '../note-test-env.test-util';
import { plainOfMarkup, sketchParts } from './sketch-parts';
import { loadSketch } from './sketch-loader';

// The reader's scrolling, driven by each test: a fling, and the moment it settles.
const scrolling = vi.hoisted(() => ({ fling: false, waiting: [] as Array<() => void> }));
vi.mock('../capture/scroll-settle', async (original) => {
  const real = await original<typeof import('../capture/scroll-settle')>();
  return {
    ...real,
    isFlinging: () => scrolling.fling,
    isScrolling: () => scrolling.fling,
    whenScrollSlows: wait,
    whenScrollSettles: wait,
  };
});

function wait(fn: () => void): () => void {
  if (!scrolling.fling) {
    fn();
    return () => undefined;
  }
  scrolling.waiting.push(fn);
  return () => {
    scrolling.waiting = scrolling.waiting.filter((f) => f !== fn);
  };
}

function settle() {
  scrolling.fling = false;
  const run = scrolling.waiting;
  scrolling.waiting = [];
  act(() => run.forEach((fn) => fn()));
}

const base = plainNote('Hello **world** #tag @bob');

describe('sketchParts', () => {
  it('the text as plain text, without markup', () => {
    expect(sketchParts(base).text).toBe('Hello world #tag @bob');
    expect(plainOfMarkup('$[x2 big] and $[spin.speed=2s <small>turning</small>] [not fn] ~~gone~~')).toBe('big and turning [not fn] gone');
  });
  it('behind a content warning: the warning only', () => {
    const p = sketchParts({ ...base, cw: 'cw!', files: [{ id: 'f' } as never], poll: { choices: [{ text: 'a', votes: 0, isVoted: false }], multiple: false, expiresAt: null } });
    expect(p).toMatchObject({ cw: 'cw!', text: '', files: [], pollChoices: [], quote: null });
  });
  it('a long text: its start, in the collapsed box', () => {
    const p = sketchParts({ ...base, text: 'line\n'.repeat(40) });
    expect(p.collapsed).toBe(true);
    expect(p.text.split('\n').length).toBeLessThan(40);
  });
  it('the reply and the quote; a pure renote’s note is sketched by the caller', () => {
    const parent = { ...base, id: 'p' };
    expect(sketchParts({ ...base, reply: parent }).reply).toBe(parent);
    expect(sketchParts({ ...base, renote: parent }).quote).toBe(parent);
    expect(sketchParts({ ...base, text: null, renote: parent }).quote).toBeNull();
  });
  it('never fails on absent or odd fields (older servers, forks)', () => {
    expect(() => sketchParts({ ...base, text: null, files: undefined, poll: { choices: null } as never })).not.toThrow();
  });
});

describe('a note that mounts while the reader skims', () => {
  beforeAll(async () => {
    setUpNoteTests();
    await loadSketch();
  });
  beforeEach(() => {
    scrolling.fling = false;
    scrolling.waiting = [];
  });

  it('is drawn as a sketch (its text, no links or markup) and in full once the scrolling stops', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('[data-sketch]')).not.toBeNull();
    expect(article.textContent).toContain('Alice');
    expect(article.textContent).toContain('Hello world #tag @bob');
    expect(article.querySelectorAll('a')).toHaveLength(0);
    expect(article.querySelector('b, strong')).toBeNull();

    settle();
    await vi.waitFor(() => expect(article.querySelector('[data-sketch]')).toBeNull());
    expect(article.querySelector('b, strong')?.textContent).toBe('world');
    expect([...article.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/@alice', '/tags/tag']));
  });

  it('shows custom emoji in the author’s name as images, not as `:name:` text', async () => {
    scrolling.fling = true;
    const note = { ...base, user: { ...base.user, name: 'Alice :blobcat:', emojis: { blobcat: 'https://example.com/blobcat.webp' } } };
    renderNotesInApp(() => <NoteView note={note} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('[data-sketch]')).not.toBeNull();
    const header = article.querySelector('header')!;
    expect(header.textContent).not.toContain(':blobcat:');
    expect(header.querySelector('img[alt=":blobcat:"]')?.getAttribute('src')).toBe('https://example.com/blobcat.webp');
  });

  it('a pure renote keeps its "renoted by" line and sketches the note under it until the scrolling stops', async () => {
    scrolling.fling = true;
    const renote = { ...base, id: 'rn', text: null, user: { ...base.user, id: 'b', username: 'bob', name: 'Bob' }, renote: { ...base, id: 'r' } };
    renderNotesInApp(() => <NoteView note={renote} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    const sketch = article.querySelector('[data-sketch]');
    expect(sketch).not.toBeNull();
    expect(article.textContent).toContain('Bob');
    expect(sketch!.textContent).toContain('Alice');
    expect(sketch!.textContent).toContain('Hello world #tag @bob');

    settle();
    await vi.waitFor(() => expect(article.querySelector('[data-sketch]')).toBeNull());
    expect(article.textContent).toContain('Bob');
    expect(article.querySelector('b, strong')?.textContent).toBe('world');
  });

  it('is drawn in full at once when the reader is not flinging', async () => {
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    await vi.waitFor(() => expect(article.querySelector('b, strong')?.textContent).toBe('world'));
    expect(article.querySelector('[data-sketch]')).toBeNull();
  });

  it('sketches every kind of note: a content warning stays closed, its text is not shown', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={{ ...base, cw: 'spoiler' }} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('[data-sketch]')).not.toBeNull();
    expect(article.textContent).toContain('spoiler');
    expect(article.textContent).not.toContain('Hello');
  });

  it('a sketch is aria-busy, out of the Tab order, and focusing it (j/k) draws the full note at once', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    expect(article.getAttribute('aria-busy')).toBe('true');
    expect(article.tabIndex).toBe(-1);
    act(() => article.focus());
    fireEvent.focus(article);
    await vi.waitFor(() => expect(article.querySelector('[data-sketch]')).toBeNull());
    expect(article.getAttribute('aria-busy')).toBeNull();
    expect(article.tabIndex).toBe(0);
    expect(article.querySelector('b, strong')?.textContent).toBe('world');
  });

  it('is held at the row’s known height while a sketch, and lets it go when the full note replaces it', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} sketchable sketchHeight={217} />);
    const article = await screen.findByRole('article');
    expect(article.style.height).toBe('217px');
    settle();
    await vi.waitFor(() => expect(article.querySelector('[data-sketch]')).toBeNull());
    expect(article.style.height).toBe('');
  });

  it('a list that does not allow it (a note page, a thread) never draws a sketch', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    await vi.waitFor(() => expect(article.querySelector('b, strong')?.textContent).toBe('world'));
    expect(article.querySelector('[data-sketch]')).toBeNull();
  });

  it('reserves the media grid at its aspect ratio, the poll’s choices and the quote’s box', async () => {
    scrolling.fling = true;
    const file = { id: 'f', name: 'a.png', type: 'image/png', url: 'https://example.com/a.png', thumbnailUrl: null, properties: { width: 400, height: 200 }, isSensitive: false } as never;
    const quoted = { ...base, id: 'q', text: 'quoted words', user: { ...base.user, id: 'c', username: 'carol', name: 'Carol' } };
    const note: Note = { ...base, reactions: { '👍': 3, ':blob@.:': 12 }, files: [file], poll: { choices: [{ text: 'yes', votes: 0, isVoted: false }, { text: 'no', votes: 0, isVoted: false }], multiple: false, expiresAt: null }, renote: quoted };
    renderNotesInApp(() => <NoteView note={note} posinset={1} setsize={-1} sketchable />);
    const article = await screen.findByRole('article');
    const grid = article.querySelector<HTMLElement>('[data-testid="media-sketch"]')!;
    expect(grid.style.aspectRatio).toBe('2');
    expect(article.querySelectorAll('img[src="https://example.com/a.png"]')).toHaveLength(0);
    expect(article.textContent).toContain('yes');
    expect(article.textContent).toContain('no');
    expect(article.querySelector('[data-kind="quote"]')?.textContent).toContain('quoted words');
    // Reactions: their boxes and counts, most used first, no emoji images.
    expect([...article.querySelectorAll('[data-sketch] [aria-hidden="true"] > span')].map((el) => el.textContent)).toEqual(['12', '3']);
    expect(article.querySelectorAll('img[alt="👍"]')).toHaveLength(0);
    expect(article.querySelectorAll('button:not([disabled])').length).toBe(0);
  });
});
