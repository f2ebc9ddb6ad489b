import { isApiError } from '@/core/api/api-error';
import { describeApiError } from '@/core/errors/describe-api-error';
import { t } from '@/core/i18n';

/** Server error codes that mean "the same note was just posted". */
const DUPLICATE_CODES = /DUPLICATE/i;

export function isDuplicatePostError(error: unknown): boolean {
  return isApiError(error) && !!error.code && DUPLICATE_CODES.test(error.code) && error.status !== null && error.status < 500;
}

/** Spec section 8 "Post failure": the message and the error id. */
export function describePostError(error: unknown): string {
  if (isDuplicatePostError(error)) return t('errors.duplicatePost');
  if (isApiError(error)) {
    const message = error.kind === 'server' ? error.message || describeApiError(error) : describeApiError(error);
    return error.id ? t('postForm.postFailedWithId', { message, id: error.id }) : t('postForm.postFailed', { message });
  }
  return t('postForm.postFailed', { message: error instanceof Error ? error.message : String(error) });
}
