import type { ApiError } from '@/core/api/api-error';
import { showToast } from '@/core/toast/toast-store';
import { appendErrorLog, redactParams } from './error-log';
import { describeApiError } from './describe-api-error';

/** What happens to every API failure that is not suppressed: a toast and a log entry. */
export function reportApiError(err: ApiError, params: Record<string, unknown>): void {
  showToast(describeApiError(err), 'error');
  appendErrorLog({
    time: Date.now(),
    status: err.status ?? err.kind,
    response: err.serverError ? JSON.stringify(err.serverError) : (err.rawBody ?? err.message),
    endpoint: err.endpoint,
    parameters: redactParams(params),
  });
}
