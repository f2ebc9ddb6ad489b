import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { getToasts } from '@/core/toast/toast-store';
import { getErrorLog, resetErrorLogForTests } from './error-log';
import { describeApiError } from './describe-api-error';
import { reportApiError } from './report-api-error';

const internal = (message: string) =>
  new ApiError('server', 'notes/timeline', 'Internal error occurred.', 500, { code: 'INTERNAL_ERROR', message: 'Internal error occurred.', id: 'x', info: { e: { message } } as never });

describe('API error reporting', () => {
  beforeEach(() => resetErrorLogForTests());

  it('a toast with the status and message, and a log entry without the token', () => {
    const err = new ApiError('server', 'notes/show', 'No such note.', 400, { code: 'NO_SUCH_NOTE', message: 'No such note.', id: 'id1' });
    reportApiError(err, { noteId: 'n', i: 'SECRET' });
    const toast = getToasts().at(-1);
    expect(toast?.message).toContain('400');
    expect(toast?.message).toContain('No such note.');
    const entry = getErrorLog().at(-1);
    expect(entry?.endpoint).toBe('notes/show');
    expect(entry?.status).toBe(400);
    expect(entry?.parameters).not.toContain('SECRET');
    expect(entry?.response).toContain('NO_SUCH_NOTE');
  });

  it('INTERNAL_ERROR shows the inner message', () => {
    expect(describeApiError(internal('relation "x" does not exist'))).toContain('relation "x" does not exist');
  });

  it('a query timeout gets the database-overloaded wording', () => {
    expect(describeApiError(internal('Query read timeout'))).toBe('データベースが応答しませんでした。サーバーが高負荷になっている可能性があります。');
  });
});
