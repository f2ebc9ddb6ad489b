import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { shouldRetryQuery } from './query-retry';

describe('shouldRetryQuery', () => {
  it('tries a network failure once more, not twice', () => {
    const err = new ApiError('network', 'i/notifications', 'Failed to fetch');
    expect(shouldRetryQuery(0, err)).toBe(true);
    expect(shouldRetryQuery(1, err)).toBe(false);
  });

  it('never repeats a timed-out request by itself (the screen offers Retry)', () => {
    expect(shouldRetryQuery(0, new ApiError('timeout', 'i/notifications', 'Request timed out'))).toBe(false);
  });

  it('never repeats an answer from the server, an abort, a malformed body or a non-API error', () => {
    expect(shouldRetryQuery(0, new ApiError('server', 'channels/featured', 'HTTP 500', 500))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('aborted', 'channels/featured', 'Request aborted'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('malformed', 'channels/featured', 'Malformed response', 200))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });
});
