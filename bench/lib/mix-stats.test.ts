import { describe, expect, it } from 'vitest';
import type { Loaf } from './mix-probe';
import { kindMix, kindsInLateFrames, loafCauses, longestRun, noteKinds } from './mix-stats';

describe('noteKinds', () => {
  it('reads a pure renote as a renote of the inner note, a renote with text as a quote', () => {
    const inner = { id: 'a', text: 'look $[spin x] :blob: https://example.com', files: [{ type: 'image/png', blurhash: 'x' }] };
    expect(noteKinds({ id: 'r', renote: inner })).toEqual(['renote', 'image', 'mfm fn', 'custom emoji', 'link']);
    expect(noteKinds({ id: 'q', text: 'so', renote: inner })).toEqual(['quote']);
  });
  it('calls a note with nothing but text (and reactions) plain', () => {
    expect(noteKinds({ id: 'p', text: 'hello', reactions: { '👍': 1 } })).toEqual(['reactions', 'plain']);
    expect(noteKinds({ id: 'c', text: 'x', cw: '', poll: { choices: [] }, reply: {} })).toEqual(['reply', 'cw', 'poll']);
  });
  it('gives each kind its share of the notes', () => {
    expect(kindMix([{ id: '1', text: 'a' }, { id: '2', text: 'b', cw: 'c' }])).toEqual([['plain', 50], ['cw', 50]]);
  });
});

describe('longestRun', () => {
  it('counts the longest streak of blank frames', () => {
    expect(longestRun([false, true, true, false, true, true, true, false])).toBe(3);
    expect(longestRun([false, false])).toBe(0);
  });
});

describe('loafCauses', () => {
  it('splits long frames into scripts by what ran them, style and layout, and the rest', () => {
    const frames: Loaf[] = [
      { start: 0, duration: 60, blocking: 10, renderStart: 40, styleAndLayoutStart: 45, scripts: [{ invoker: 'x', invokerType: 'event-listener', source: 'index.js', duration: 30, forcedLayout: 5 }] },
      { start: 100, duration: 55, blocking: 5, renderStart: 0, styleAndLayoutStart: 0, scripts: [{ invoker: 'y', invokerType: 'user-callback', source: 'note.js', duration: 50, forcedLayout: 0 }] },
    ];
    const c = loafCauses(frames);
    expect(c.frames).toBe(2);
    expect(c.totalMs).toBe(115);
    expect(c.scripts).toEqual([['user-callback y note.js', 50], ['event-listener x index.js', 30]]);
    expect(c.styleLayoutMs).toBe(15);
    expect(c.forcedLayoutMs).toBe(5);
    expect(c.otherMs).toBe(20);
  });
});

describe('kindsInLateFrames', () => {
  it('counts, per kind, the notes that entered the DOM during a late frame', () => {
    const kinds: Record<string, string[]> = { a: ['image'], b: ['plain'], c: ['image', 'poll'], d: ['plain'] };
    // Delta k pairs with inserted[k + 1]: a and c arrive during the 40 ms frame, b and d on time.
    const r = kindsInLateFrames([16.7, 40, 16.7, 33.4], { '1': ['b'], '2': ['a', 'c'], '3': ['d'] }, (id) => kinds[id]!);
    expect(r.lateFrames).toBe(2);
    expect(r.lateWithRows).toBe(1);
    expect(r.kinds).toEqual([
      { kind: 'image', inserted: 2, inLate: 2 },
      { kind: 'poll', inserted: 1, inLate: 1 },
      { kind: 'plain', inserted: 2, inLate: 0 },
    ]);
  });
});
