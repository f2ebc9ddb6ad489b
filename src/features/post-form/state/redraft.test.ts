import { describe, expect, it } from 'vitest';
import type { Note } from '@/core/entities/note';
import { redraftData } from './redraft';

const base: Note = { id: 'n1', createdAt: '2026-01-01T00:00:00.000Z', userId: 'u1', user: { id: 'u1', username: 'carol', host: null } as Note['user'], text: 'hello', visibility: 'home' };

describe('redraftData', () => {
  it('carries text, CW, visibility, files, poll and the quoted note', () => {
    const file = { id: 'f1', name: 'a.png' } as unknown as NonNullable<Note['files']>[number];
    const d = redraftData({ ...base, cw: 'spoiler', localOnly: true, files: [file], renoteId: 'q1', poll: { choices: [{ text: 'a', votes: 1, isVoted: false }, { text: 'b', votes: 0, isVoted: false }], multiple: true, expiresAt: '2027-01-01T00:00:00.000Z' } });
    expect(d).toMatchObject({ text: 'hello', useCw: true, cw: 'spoiler', visibility: 'home', localOnly: true, files: [file], quoteId: 'q1' });
    expect(d.poll).toEqual({ choices: ['a', 'b'], multiple: true, expiresAt: Date.parse('2027-01-01T00:00:00.000Z'), expiredAfter: null });
  });

  it('survives absent fields and keeps recipients only for direct notes', () => {
    expect(redraftData({ ...base, text: null, visibleUserIds: ['x'] })).toMatchObject({ text: '', useCw: false, cw: null, files: [], poll: null, visibleUserIds: [] });
    expect(redraftData({ ...base, visibility: 'specified', visibleUserIds: ['x'] }).visibleUserIds).toEqual(['x']);
  });
});
