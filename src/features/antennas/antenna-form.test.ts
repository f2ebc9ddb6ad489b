import { describe, expect, it } from 'vitest';
import antennas from '../../../tests/fixtures/misskey-13.14.2/antennas-list.json';
import { antennaFormProblem, antennaParams, antennaToForm, emptyAntennaForm, keywordLinesText, parseKeywordLines, parseUserLines, type Antenna } from './antenna-form';

describe('keyword lines', () => {
  it('makes one OR group per line with AND words, dropping blank lines', () => {
    expect(parseKeywordLines('cat dog\n\n  misskey\u3000mock  \nbird')).toEqual([['cat', 'dog'], ['misskey', 'mock'], ['bird']]);
    expect(parseKeywordLines('   \n')).toEqual([]);
    expect(parseKeywordLines('a\r\nb')).toEqual([['a'], ['b']]);
  });
  it('turns groups back into text and skips what is not a word list', () => {
    expect(keywordLinesText([['cat', 'dog'], ['bird']])).toBe('cat dog\nbird');
    expect(keywordLinesText([[''], 'x', [1, 'a']])).toBe('a');
    expect(keywordLinesText(null)).toBe('');
  });
  it('round-trips', () => {
    const groups = [['a', 'b'], ['c']];
    expect(parseKeywordLines(keywordLinesText(groups))).toEqual(groups);
  });
  it('reads user lines', () => {
    expect(parseUserLines(' @alice \n\nzoe@remote.example\n')).toEqual(['@alice', 'zoe@remote.example']);
  });
});

describe('antenna form', () => {
  it('reads the recorded antenna and saves it back with its unknown fields', () => {
    const recorded = antennas[0] as unknown as Antenna;
    const form = antennaToForm(recorded);
    expect(form).toMatchObject({ name: 'Fixture antenna', src: 'all', keywords: 'fixture', excludeKeywords: 'spam' });
    const params = antennaParams({ ...form, keywords: 'fixture\nmock test' }, recorded);
    expect(params).toMatchObject({ antennaId: recorded.id, isActive: true, keywords: [['fixture'], ['mock', 'test']], excludeKeywords: [['spam']], users: [], userListId: null });
  });
  it('falls back to "all" for an unknown source and checks what is required', () => {
    expect(antennaToForm({ id: 'x', name: 'n', src: 'mystery' }).src).toBe('all');
    const f = emptyAntennaForm();
    expect(antennaFormProblem(f)).toBe('name');
    expect(antennaFormProblem({ ...f, name: 'a', src: 'list' })).toBe('list');
    expect(antennaFormProblem({ ...f, name: 'a', src: 'users', users: ' ' })).toBe('users');
    expect(antennaFormProblem({ ...f, name: 'a', src: 'users', users: 'alice' })).toBeNull();
    expect(antennaParams({ ...f, name: 'a', src: 'users', users: 'alice', userListId: 'l' })).toMatchObject({ users: ['alice'], userListId: null });
  });
});
