import { parse, type MfmNode } from 'mfm-js';
import { describe, expect, it, vi } from 'vitest';
import { boundNodes, boundTree } from './bound-nodes';
import { MFM_MAX_EMOJI_IMAGES, MFM_MAX_GUESSED_EMOJI, MFM_MAX_NODES, MFM_PARSE_MAX_CHARS, PREVIEW_MAX_CHARS, PREVIEW_MAX_LINES } from './limits';
import { parseMfm, parsedLength } from './parse';
import { previewText } from './preview-text';
import { textOfNodes } from './text-of-nodes';
import { worstTexts } from './worst-texts';

/** The length of every text mfm-js was asked to parse. */
const parsedLengths = vi.hoisted(() => [] as number[]);
vi.mock('mfm-js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('mfm-js')>();
  return {
    ...actual,
    parse: (text: string, opts?: Parameters<typeof actual.parse>[1]) => {
      parsedLengths.push(text.length);
      return actual.parse(text, opts);
    },
  };
});

function count(nodes: readonly MfmNode[], pred: (n: MfmNode) => boolean): number {
  let n = 0;
  const stack = [...nodes];
  while (stack.length) {
    const node = stack.pop()!;
    if (pred(node)) n++;
    if ('children' in node && Array.isArray(node.children)) stack.push(...node.children);
  }
  return n;
}

describe('previewText (what a collapsed note parses and draws)', () => {
  it('keeps short texts whole', () => {
    expect(previewText('hello\nworld')).toEqual({ text: 'hello\nworld', truncated: false });
    const lines = Array.from({ length: PREVIEW_MAX_LINES }, (_, i) => `l${i}`).join('\n');
    expect(previewText(lines)).toEqual({ text: lines, truncated: false });
  });
  it('cuts at the line limit, before the next break', () => {
    const lines = Array.from({ length: 40 }, (_, i) => `l${i}`).join('\n');
    const p = previewText(lines);
    expect(p.truncated).toBe(true);
    expect(p.text.split('\n')).toHaveLength(PREVIEW_MAX_LINES);
    expect(p.text.endsWith(`l${PREVIEW_MAX_LINES - 1}`)).toBe(true);
  });
  it('cuts at the character limit, never inside a surrogate pair', () => {
    const p = previewText('x'.repeat(PREVIEW_MAX_CHARS - 1) + '😀'.repeat(10));
    expect(p.truncated).toBe(true);
    expect(p.text).toBe('x'.repeat(PREVIEW_MAX_CHARS - 1));
    expect(previewText('a'.repeat(100_000)).text).toHaveLength(PREVIEW_MAX_CHARS);
  });
});

describe('parseMfm on long texts', () => {
  it('parses only the first MFM_PARSE_MAX_CHARS as MFM; the rest is one text node, nothing lost', () => {
    const text = '**b** '.repeat(5_000);
    const nodes = parseMfm(text);
    const last = nodes[nodes.length - 1]!;
    expect(last.type).toBe('text');
    expect(textOfNodes([last])).toBe(text.slice(parsedLength(text)));
    expect(count(nodes, (n) => n.type === 'bold')).toBeLessThanOrEqual(Math.ceil(MFM_PARSE_MAX_CHARS / 6));
    expect(count(nodes, (n) => n.type === 'bold')).toBeGreaterThan(1_000);
  });
  it('ends the parsed part at a line break near the limit when there is one', () => {
    const text = 'line of text\n'.repeat(2_000);
    const end = parsedLength(text);
    expect(end).toBeLessThanOrEqual(MFM_PARSE_MAX_CHARS);
    expect(text[end - 1]).toBe('\n');
    expect(textOfNodes(parseMfm(text))).toBe(text);
  });
  it('leaves texts under the limit to mfm-js as they are', () => {
    const text = '$[x2 **hi**] :e: @bob';
    expect(parseMfm(text)).toEqual(parse(text, { nestLimit: 20 }));
  });
  it('asks mfm-js to parse at most MFM_PARSE_MAX_CHARS of a 100 KB text of any worst kind', () => {
    for (const [kind, text] of Object.entries(worstTexts(1))) {
      parsedLengths.length = 0;
      parseMfm(text);
      // mfm-js needs about 330 ms for 100 KB of plain text (3.5 µs a character).
      expect(parsedLengths.length, kind).toBe(1);
      expect(parsedLengths[0], kind).toBeLessThanOrEqual(MFM_PARSE_MAX_CHARS);
    }
  });
});

describe('boundNodes (what is drawn as elements)', () => {
  it('draws at most MFM_MAX_NODES nodes; the rest is their plain text', () => {
    const nodes = parse('**a** '.repeat(3_000));
    const bounded = boundNodes(nodes);
    expect(count(bounded, (n) => n.type === 'bold')).toBeLessThan(MFM_MAX_NODES);
    expect(textOfNodes(bounded)).toBe(textOfNodes(nodes));
  });
  it('counts nested nodes too, in reading order', () => {
    const nodes = parse('$[x2 **a** **b** **c**] **d**');
    const bounded = boundNodes(nodes, 4);
    // fn, bold a, text a, text " " → the budget is spent inside the function.
    expect(count(bounded, (n) => n.type === 'bold')).toBe(1);
    expect(textOfNodes(bounded)).toBe(textOfNodes(nodes));
  });
  it(`keeps at most ${MFM_MAX_EMOJI_IMAGES} distinct custom emoji; further names become :name: text`, () => {
    const nodes = parse(Array.from({ length: 200 }, (_, i) => `:e${i}: :e0:`).join(' '));
    const bounded = boundNodes(nodes);
    const names = new Set<string>();
    let uses = 0;
    for (const n of bounded) {
      if (n.type !== 'emojiCode') continue;
      names.add(n.props.name);
      uses++;
    }
    expect(names.size).toBe(MFM_MAX_EMOJI_IMAGES);
    expect(uses).toBe(200 + MFM_MAX_EMOJI_IMAGES); // :e0: stays an emoji every time it comes back
    expect(textOfNodes(bounded)).toBe(textOfNodes(nodes));
  });
  it(`keeps at most ${MFM_MAX_GUESSED_EMOJI} distinct guessed names and says when it cut more`, () => {
    const nodes = parse(Array.from({ length: 30 }, (_, i) => `:g${i}: :known${i}: :g0:`).join(' '));
    const { nodes: bounded, guessesCut } = boundTree(nodes, { isGuess: (name) => name.startsWith('g') });
    const names = new Set(bounded.filter((n) => n.type === 'emojiCode').map((n) => (n as { props: { name: string } }).props.name));
    expect([...names].filter((n) => n.startsWith('g'))).toHaveLength(MFM_MAX_GUESSED_EMOJI);
    expect([...names].filter((n) => n.startsWith('known'))).toHaveLength(30);
    expect(guessesCut).toBe(true);
    expect(textOfNodes(bounded)).toBe(textOfNodes(nodes));
    expect(boundTree(parse(':g1: :g2:'), { isGuess: () => true }).guessesCut).toBe(false);
  });
  it('returns an ordinary tree unchanged', () => {
    const nodes = parse('$[x2 **hi**] :e: @bob #t https://x.example');
    expect(boundNodes(nodes)).toEqual(nodes);
  });
});
