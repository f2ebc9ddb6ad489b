import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { backoffMs, classifyFailure, findDuplicate, isNoteOfRequest, isQueueableFailure, requestFingerprint } from './queue-rules';

const server = (status: number, code = 'X') => new ApiError('server', 'notes/create', 'm', status, { code, message: 'm', id: 'i' });

describe('classifyFailure', () => {
  it.each<[string, unknown, string]>([
    ['network error', new ApiError('network', 'notes/create', 'Failed to fetch'), 'retry-verify'],
    ['timeout', new ApiError('timeout', 'notes/create', 'timed out'), 'retry-verify'],
    ['500', server(500, 'INTERNAL_ERROR'), 'retry-verify'],
    ['502', server(502), 'retry-verify'],
    ['429', server(429, 'RATE_LIMIT_EXCEEDED'), 'retry'],
    ['400 validation', server(400, 'INVALID_PARAM'), 'fail'],
    ['401', server(401, 'AUTHENTICATION_FAILED'), 'fail'],
    ['404 target gone', server(400, 'NO_SUCH_REPLY_TARGET'), 'fail'],
    ['aborted', new ApiError('aborted', 'notes/create', 'aborted'), 'fail'],
    ['200 with a broken body', new ApiError('malformed', 'notes/create', 'Malformed', 200), 'retry-verify'],
    ['not an API error', new TypeError('x'), 'fail'],
  ])('%s → %s', (_name, error, expected) => {
    expect(classifyFailure(error)).toBe(expected);
    expect(isQueueableFailure(error)).toBe(expected === 'retry' || expected === 'retry-verify');
  });
});

describe('backoff', () => {
  it('doubles from 1 s up to 30 s with ±20 % jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});

describe('request identity', () => {
  const base = { endpoint: 'notes/create', origin: 'https://a.example', token: 't', data: { text: 'hi', visibility: 'public', poll: { choices: ['a', 'b'], multiple: false } } };

  it('ignores key order and undefined values', () => {
    const reordered = { ...base, data: { poll: { multiple: false, choices: ['a', 'b'] }, visibility: 'public', text: 'hi', cw: undefined } };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(base));
  });

  it('differs by text, token, server and endpoint', () => {
    for (const other of [
      { ...base, data: { ...base.data, text: 'hi!' } },
      { ...base, token: 'u' },
      { ...base, origin: 'https://b.example' },
      { ...base, endpoint: 'notes/update' },
    ]) {
      expect(requestFingerprint(other)).not.toBe(requestFingerprint(base));
    }
  });

  it('finds the identical queued request', () => {
    const queued = [{ ...base, id: '1' }, { ...base, id: '2', data: { text: 'other' } }];
    expect(findDuplicate(queued, { ...base })?.id).toBe('1');
    expect(findDuplicate(queued, { ...base, data: { text: 'new' } })).toBeUndefined();
  });
});

describe('isNoteOfRequest', () => {
  const date = Date.parse('2026-01-01T00:00:00Z');
  const note = { id: 'n', createdAt: '2026-01-01T00:00:01Z', text: 'hello', cw: null, replyId: null, renoteId: null };
  it.each<[string, object, Record<string, unknown>, boolean]>([
    ['same text after the attempt', note, { text: 'hello' }, true],
    ['server trimmed the text', note, { text: '  hello \n' }, true],
    ['different text', note, { text: 'hullo' }, false],
    ['different cw', note, { text: 'hello', cw: 'cw' }, false],
    ['different reply', note, { text: 'hello', replyId: 'r' }, false],
    ['created long before the first attempt', { ...note, createdAt: '2025-12-31T23:00:00Z' }, { text: 'hello' }, false],
    ['renote-only quote', { ...note, text: null, renoteId: 'q' }, { renoteId: 'q' }, true],
  ])('%s → %s', (_n, n, data, expected) => {
    expect(isNoteOfRequest(n as typeof note, data, date)).toBe(expected);
  });
});
