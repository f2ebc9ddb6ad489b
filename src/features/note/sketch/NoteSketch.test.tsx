import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteView } from '../Note';
import { plainNote, renderNotesInApp, setUpNoteTests } from '../note-test-env.test-util';
import { isSketchable } from './sketchable';

// The reader's scrolling, driven by each test: a fling, and the moment it settles.
const scrolling = vi.hoisted(() => ({ fling: false, waiting: [] as Array<() => void> }));
vi.mock('../capture/scroll-settle', async (original) => {
  const real = await original<typeof import('../capture/scroll-settle')>();
  return {
    ...real,
    isFlinging: () => scrolling.fling,
    isScrolling: () => scrolling.fling,
    whenScrollSettles: (fn: () => void) => {
      if (!scrolling.fling) {
        fn();
        return () => undefined;
      }
      scrolling.waiting.push(fn);
      return () => {
        scrolling.waiting = scrolling.waiting.filter((f) => f !== fn);
      };
    },
  };
});

function settle() {
  scrolling.fling = false;
  const run = scrolling.waiting;
  scrolling.waiting = [];
  act(() => run.forEach((fn) => fn()));
}

const base = plainNote('Hello **world** #tag @bob');

describe('isSketchable', () => {
  it('takes notes of plain text and inline markup that keeps the text’s size', () => {
    expect(isSketchable(base)).toBe(true);
  });

  it('takes a pure renote of such a note (not a quote)', () => {
    expect(isSketchable({ ...base, id: 'rn', text: null, renote: { ...base, id: 'r' } })).toBe(true);
  });

  it('leaves out everything a sketch could not show at about its size', () => {
    expect(isSketchable({ ...base, text: null })).toBe(false);
    expect(isSketchable({ ...base, cw: 'spoiler' })).toBe(false);
    expect(isSketchable({ ...base, text: 'see https://example.com' })).toBe(false);
    expect(isSketchable({ ...base, text: '$[x2 big]' })).toBe(false);
    expect(isSketchable({ ...base, text: 'a :blob: emoji' })).toBe(false);
    expect(isSketchable({ ...base, text: '> quoted' })).toBe(false);
    expect(isSketchable({ ...base, text: 'line\n'.repeat(12) })).toBe(false);
    expect(isSketchable({ ...base, files: [{ id: 'f', name: 'a.png', type: 'image/png', url: 'https://x/a.png' } as never] })).toBe(false);
    expect(isSketchable({ ...base, poll: { choices: [], multiple: false, expiresAt: null } as never })).toBe(false);
    expect(isSketchable({ ...base, renote: { ...base, id: 'r' } })).toBe(false);
    expect(isSketchable({ ...base, text: null, renote: { ...base, id: 'r', cw: 'spoiler' } })).toBe(false);
    expect(isSketchable({ ...base, reply: { ...base, id: 'p' } })).toBe(false);
  });
});

describe('a note that mounts during a fling', () => {
  beforeAll(setUpNoteTests);
  beforeEach(() => {
    scrolling.fling = false;
    scrolling.waiting = [];
  });

  it('is drawn as a sketch (its text, no links or markup) and in full once the scrolling stops', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} />);
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
    renderNotesInApp(() => <NoteView note={note} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    expect(article.querySelector('[data-sketch]')).not.toBeNull();
    const header = article.querySelector('header')!;
    expect(header.textContent).not.toContain(':blobcat:');
    expect(header.querySelector('img[alt=":blobcat:"]')?.getAttribute('src')).toBe('https://example.com/blobcat.webp');
  });

  it('a pure renote keeps its "renoted by" line and sketches the note under it until the scrolling stops', async () => {
    scrolling.fling = true;
    const renote = { ...base, id: 'rn', text: null, user: { ...base.user, id: 'b', username: 'bob', name: 'Bob' }, renote: { ...base, id: 'r' } };
    renderNotesInApp(() => <NoteView note={renote} posinset={1} setsize={-1} />);
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
    renderNotesInApp(() => <NoteView note={base} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    await vi.waitFor(() => expect(article.querySelector('b, strong')?.textContent).toBe('world'));
    expect(article.querySelector('[data-sketch]')).toBeNull();
  });

  it('is drawn in full at once when it is not plain text', async () => {
    scrolling.fling = true;
    renderNotesInApp(() => <NoteView note={{ ...base, cw: 'spoiler' }} posinset={1} setsize={-1} />);
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('spoiler');
    expect(article.querySelector('[data-sketch]')).toBeNull();
  });
});
