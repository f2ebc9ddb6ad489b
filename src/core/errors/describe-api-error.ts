import { t } from '@/core/i18n';
import type { ApiError } from '@/core/api/api-error';

const QUERY_TIMEOUT = /timeout|timed out|canceling statement/i;

/** The text a user sees for a failed call (spec section 8). */
export function describeApiError(err: ApiError): string {
  switch (err.kind) {
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.networkError');
    case 'aborted':
      return t('errors.aborted');
    case 'malformed':
      return t('errors.malformedResponse');
    case 'server':
      break;
  }
  if (err.code === 'INTERNAL_ERROR') {
    const info = err.info ?? {};
    const inner =
      (typeof info.message === 'string' && info.message) ||
      (typeof (info as { e?: { message?: unknown } }).e?.message === 'string'
        ? String((info as { e: { message: string } }).e.message)
        : '') ||
      err.message;
    if (QUERY_TIMEOUT.test(inner)) return t('errors.queryTimeout');
    return t('errors.apiError', { status: err.status ?? '', message: t('errors.internalError', { message: inner }) });
  }
  return t('errors.apiError', { status: err.status ?? '', message: err.message || t('errors.unknown') });
}
