import { describe, expect, it } from 'vitest';
import { DRAFT_STALE_MS } from '@/core/constants';
import { compareDrafts, draftKeyFor, newDraftKey, parseDraftKey } from './draft-key';
import { draftSummary, isEmptyDraft, isStaleDraft, normalizeDraftData, sameDraftContent } from './draft-rules';
import type { DraftData } from './draft-types';
import { draftData } from './draft-fixtures.test-util';

describe('draft keys', () => {
  it.each([
    [{}, 'note'],
    [{ replyId: 'r1' }, 'reply:r1'],
    [{ renoteId: 'q1' }, 'renote:q1'],
    [{ channelId: 'c1' }, 'channel:c1'],
    [{ replyId: 'r1', channelId: 'c1' }, 'reply:r1'],
    [{ editId: 'e1', replyId: 'r1' }, 'edit:e1'],
    [{ air: true }, 'air'],
  ])('%j → %s', (target, key) => {
    expect(draftKeyFor(target)).toBe(key);
  });

  it('parses keys of every kind and rejects unknown ones', () => {
    expect(parseDraftKey('note')).toEqual({ kind: 'note', id: null });
    expect(parseDraftKey('reply:abc')).toEqual({ kind: 'reply', id: 'abc' });
    expect(parseDraftKey('auto:x:y')).toEqual({ kind: 'auto', id: 'x:y' });
    expect(parseDraftKey('bogus:1')).toBeNull();
    expect(parseDraftKey('reply:')).toBeNull();
  });

  it('makes fresh auto and manual keys', () => {
    const a = newDraftKey('auto', 1000, () => 0.5);
    const b = newDraftKey('auto', 1000, () => 0.5);
    expect(a).toMatch(/^auto:/);
    expect(a).not.toBe(b);
    expect(newDraftKey('manual')).toMatch(/^manual:/);
  });

  it('sorts the draft list by kind, newest first within a kind', () => {
    const list = [
      { key: 'auto:1', updatedAt: 5 },
      { key: 'reply:a', updatedAt: 1 },
      { key: 'note', updatedAt: 2 },
      { key: 'reply:b', updatedAt: 3 },
      { key: 'channel:c', updatedAt: 9 },
      { key: 'manual:1', updatedAt: 4 },
    ];
    expect([...list].sort(compareDrafts).map((d) => d.key)).toEqual(['note', 'reply:b', 'reply:a', 'channel:c', 'manual:1', 'auto:1']);
  });
});

describe('draft rules', () => {
  it.each<[Partial<DraftData>, boolean]>([
    [{}, true],
    [{ text: '   \n' }, true],
    [{ text: 'a' }, false],
    [{ useCw: true, cw: 'spoiler' }, false],
    [{ hashtags: '#tag' }, false],
    [{ poll: { choices: ['', ''], multiple: false, expiresAt: null, expiredAfter: null } }, false],
    [{ referenceIds: ['n1'], referencesFlg: true }, false],
    [{ files: [{ id: 'f', name: 'a.png', type: 'image/png', size: 1, url: null, isSensitive: false }] }, false],
  ])('isEmptyDraft(%j) = %s', (patch, empty) => {
    expect(isEmptyDraft(draftData(patch))).toBe(empty);
  });

  it('a plain note draft is stale after 5 minutes; other kinds never are', () => {
    const now = 10_000_000;
    expect(isStaleDraft({ key: 'note', updatedAt: now - DRAFT_STALE_MS - 1 }, now)).toBe(true);
    expect(isStaleDraft({ key: 'note', updatedAt: now - DRAFT_STALE_MS }, now)).toBe(false);
    expect(isStaleDraft({ key: 'reply:x', updatedAt: 0 }, now)).toBe(false);
    expect(isStaleDraft({ key: 'manual:x', updatedAt: 0 }, now)).toBe(false);
  });

  it('compares content, not file metadata', () => {
    const file = { id: 'f', name: 'a.png', type: 'image/png', size: 1, url: null, isSensitive: false };
    expect(sameDraftContent(draftData({ text: 'a', files: [file] }), draftData({ text: 'a', files: [{ ...file, isSensitive: true }] }))).toBe(true);
    expect(sameDraftContent(draftData({ text: 'a' }), draftData({ text: 'b' }))).toBe(false);
    expect(sameDraftContent(draftData({ text: 'a', cw: 'x', useCw: false }), draftData({ text: 'a' }))).toBe(true);
  });

  it('summarises and normalises stored drafts', () => {
    expect(draftSummary(draftData({ text: 'hello\n  world', useCw: true, cw: 'cw' }))).toBe('cw / hello world');
    expect(draftSummary(draftData({ text: 'x'.repeat(100) }), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(normalizeDraftData(null)).toBeNull();
    const n = normalizeDraftData({ text: 'a', visibility: 'weird', referenceIds: ['r', 3] });
    expect(n).toMatchObject({ text: 'a', visibility: 'public', referenceIds: ['r'], referencesFlg: true, files: [], poll: null });
  });
});
