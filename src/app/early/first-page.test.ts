// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFirstPage, plainText, relativeLabel, type FirstPageOptions } from './first-page';
import { releaseHeld, type HeldImage } from './snapshot-format';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const opts: FirstPageOptions = { myId: 'me', source: { kind: 'home' }, mutedWords: [], excludeReplyQuote: false, replyMode: 'notBotOnly', showReplies: true, lang: 'en-US', now: NOW, origin: 'https://misskey.example' };
const user = (id: string, extra: Record<string, unknown> = {}) => ({ id, username: id, host: null, name: id.toUpperCase(), avatarUrl: `https://misskey.example/avatar/${id}`, ...extra });
const note = (id: string, extra: Record<string, unknown> = {}) => ({ id, createdAt: '2026-11-25T09:00:00Z', userId: 'alice', user: user('alice'), text: `text of ${id}`, cw: null, files: [], ...extra });

function build(notes: unknown, o: Partial<FirstPageOptions> = {}) {
  const held: HeldImage[] = [];
  const page = buildFirstPage(document, notes, { ...opts, ...o }, held);
  const articles = page ? Array.from(page.querySelectorAll('[role="feed"] > article')) : [];
  return { page, held, articles };
}

describe('the first page picture', () => {
  it('draws who, when and the text of each note, in the server’s order', () => {
    const { articles, held } = build([note('n1'), note('n2', { user: user('bob', { host: 'remote.example' }), userId: 'bob' })]);
    expect(articles.map((a) => a.textContent)).toEqual(['ALICE@alice3h agotext of n1', 'BOB@bob@remote.example3h agotext of n2']);
    // Avatars wait for the caller (after the picture has painted).
    expect(held.map(([img, src]) => [img.getAttribute('src'), src])).toEqual([
      [null, 'https://misskey.example/avatar/alice'],
      [null, 'https://misskey.example/avatar/bob'],
    ]);
  });

  it('keeps markup in names and text as text, and loads only http(s) avatars', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const { page, held } = build([note('n1', { text: evil, user: user('eve', { name: evil, avatarUrl: 'javascript:alert(1)' }) })]);
    expect(page!.querySelectorAll('img[src], img[onerror], script')).toHaveLength(0);
    expect(page!.textContent).toContain(evil);
    expect(held).toHaveLength(0);
  });

  it('shows custom emoji in names and text as images, from the refs or the server’s /emoji/ path', () => {
    const { articles, held } = build([
      note('n1', {
        text: 'hi :blobcat: and :local_one: :bad:',
        emojis: { blobcat: 'https://cdn.example/blobcat.webp', bad: 'javascript:alert(1)' },
        user: user('alice', { name: 'Alice :wave:', emojis: { wave: 'https://cdn.example/wave.png' } }),
      }),
    ]);
    const alts = () => Array.from(articles[0]!.querySelectorAll('img.fp-emoji'), (img) => img.getAttribute('alt'));
    // Until released (after the first paint) they have no address and no text to draw instead.
    expect(alts()).toEqual(['', '', '']);
    releaseHeld(held);
    expect(alts()).toEqual([':wave:', ':blobcat:', ':local_one:']);
    expect(held.map(([, src]) => src).sort()).toEqual([
      'https://cdn.example/blobcat.webp',
      'https://cdn.example/wave.png',
      'https://misskey.example/avatar/alice',
      'https://misskey.example/emoji/local_one.webp',
    ]);
    // An emoji whose address is not http(s) stays text.
    expect(articles[0]!.querySelector('.fp-text')?.textContent).toBe('hi  and  :bad:');
  });

  it('shows a renote as its note with the renoter above it, and a quote’s author and text', () => {
    const inner = note('inner', { text: 'the original' });
    const { articles } = build([
      note('rn', { user: user('bob'), userId: 'bob', text: null, renoteId: 'inner', renote: inner }),
      note('q', { text: 'look', renoteId: 'inner', renote: inner }),
    ]);
    expect(articles[0]!.querySelector('.fp-rn')?.textContent).toBe('BOB');
    expect(articles[0]!.querySelector('.fp-text')?.textContent).toBe('the original');
    expect(articles[1]!.querySelector('.fp-rn')).toBeNull();
    expect(articles[1]!.querySelector('.fp-quote')?.textContent).toBe('ALICEthe original');
  });

  it('shows a content warning instead of the text it hides, and a box per file only without one', () => {
    const { articles } = build([note('cw', { cw: 'spoilers', text: 'the ending', files: [{ id: 'f' }] }), note('pics', { files: [{ id: 'a' }, { id: 'b' }] })]);
    expect(articles[0]!.textContent).toContain('spoilers');
    expect(articles[0]!.textContent).not.toContain('the ending');
    expect(articles[0]!.querySelectorAll('.fp-file')).toHaveLength(0);
    expect(articles[1]!.querySelectorAll('.fp-file')).toHaveLength(2);
  });

  it('leaves out what the app would hide: word mutes, the server’s mute reasons, filtered replies', () => {
    const { articles } = build(
      [
        note('a', { text: 'major spoiler here' }),
        note('b', { text: 'fine', mutedReason: 'manual' }),
        note('c', { text: 'a reply by a bot', replyId: 'x', reply: { userId: 'someone' }, user: user('bot', { isBot: true }), userId: 'bot' }),
        note('d', { text: 'kept' }),
        note('e', { text: 'my own spoiler', userId: 'me', user: user('me') }),
      ],
      { mutedWords: [['spoiler']], source: { kind: 'social' } },
    );
    expect(articles.map((a) => a.querySelector('.fp-text')?.textContent)).toEqual(['kept', 'my own spoiler']);
  });

  it('leaves out replies to other people while showTimelineReplies is off, as the app does', () => {
    const replyTo = (id: string, to: string) => note(id, { text: `reply ${id}`, replyId: 'x', reply: { userId: to } });
    const { articles } = build([replyTo('r1', 'someone'), replyTo('r2', 'me'), note('n', { text: 'plain' })], { showReplies: false, source: { kind: 'home' } });
    expect(articles.map((a) => a.querySelector('.fp-text')?.textContent)).toEqual(['reply r2', 'plain']);
  });

  it('skips a broken note and draws the rest; draws nothing for an answer with nothing to show', () => {
    const { articles } = build([null, 'x', { id: 'n0' }, note('n1', { user: 5 }), note('n2')]);
    expect(articles).toHaveLength(1);
    expect(build({ error: 'x' }).page).toBeNull();
    expect(build([]).page).toBeNull();
  });

  it('stops after a screenful', () => {
    const many = Array.from({ length: 40 }, (_, i) => note(`n${i}`));
    expect(build(many).articles.length).toBeLessThanOrEqual(12);
  });

  it('accepts the recorded answer of a real server', () => {
    const recorded = JSON.parse(readFileSync(resolve(__dirname, '../../../tests/fixtures/misskey-13.14.2/notes-timeline.json'), 'utf8')) as unknown[];
    const { articles } = build(recorded);
    expect(articles.length).toBeGreaterThan(0);
  });

  it('reads MFM without its effects', () => {
    expect(plainText('$[spin.speed=2s hello] and $[x2 **big**]')).toBe('hello and big');
    expect(plainText('<center>mid</center> ~~gone~~ [link](https://a.example) a]b')).toBe('mid gone [link](https://a.example) a]b');
  });

  it('writes times as the app does, in the reader’s language', () => {
    expect(relativeLabel('2026-11-25T11:59:59Z', NOW, 'en-US')).toBe('now');
    expect(relativeLabel('2026-11-25T11:55:00Z', NOW, 'en-US')).toBe('5m ago');
    expect(relativeLabel('not a date', NOW, 'en-US')).toBe('');
  });
});
