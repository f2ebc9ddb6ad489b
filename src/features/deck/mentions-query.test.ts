import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { prependMention } from './mentions-query';

const note = (id: string, visibility: Note['visibility'] = 'public'): Note => ({ id, createdAt: '', userId: 'u', user: { id: 'u', username: 'u', host: null }, text: id, visibility });
const data = { pages: [[note('b')]], pageParams: [null] };

describe('prependMention', () => {
  it('adds new mentions first, once', () => {
    expect(prependMention(data, note('c'), false)!.pages[0]!.map((n) => n.id)).toEqual(['c', 'b']);
    expect(prependMention(data, note('b'), false)).toBe(data);
  });
  it('keeps only specified notes in the direct list', () => {
    expect(prependMention(data, note('c'), true)).toBe(data);
    expect(prependMention(data, note('d', 'specified'), true)!.pages[0]![0]!.id).toBe('d');
  });
});
