/** The second factors of `i`: TOTP and security keys (WebAuthn), and password-less sign-in. */
import type { QueryClient } from '@tanstack/react-query';
import { getApi } from '@/core/accounts/session';
import { refreshMe } from '../account/me';

export interface TotpRegistration {
  url: string;
  secret: string;
}

/** i/2fa/register: the otpauth URL and secret to show. Throws the API error (already toasted). */
export async function registerTotp(password: string): Promise<TotpRegistration> {
  const r = await getApi().request<TotpRegistration>('i/2fa/register', { password });
  return { url: r.url, secret: r.secret };
}

/** i/2fa/done with the code from the app; answers the backup codes (none: empty). Throws the API error, not toasted. */
export async function confirmTotp(code: string): Promise<string[]> {
  const r = await getApi().request<{ backupCodes?: unknown } | null>('i/2fa/done', { token: code.replace(/\s+/g, '') }, { suppressError: true });
  return r && Array.isArray(r.backupCodes) ? r.backupCodes.filter((c): c is string => typeof c === 'string') : [];
}

/** i/2fa/unregister; `i` is read again. */
export async function unregisterTotp(qc: QueryClient, password: string): Promise<void> {
  await getApi().request('i/2fa/unregister', { password });
  await refreshMe(qc);
}

/** i/2fa/register-key: the WebAuthn challenge (checked by the caller). */
export function securityKeyChallenge(password: string): Promise<unknown> {
  return getApi().request<unknown>('i/2fa/register-key', { password });
}

/** i/2fa/key-done with the browser's credential; `i` is read again. */
export async function finishSecurityKey(qc: QueryClient, params: Record<string, unknown>): Promise<void> {
  await getApi().request('i/2fa/key-done', params);
  await refreshMe(qc);
}

/** i/2fa/update-key (a new name); `i` is read again. */
export async function renameSecurityKey(qc: QueryClient, credentialId: string, name: string): Promise<void> {
  await getApi().request('i/2fa/update-key', { credentialId, name });
  await refreshMe(qc);
}

/** i/2fa/remove-key; `i` is read again. */
export async function removeSecurityKey(qc: QueryClient, credentialId: string, password: string): Promise<void> {
  await getApi().request('i/2fa/remove-key', { credentialId, password });
  await refreshMe(qc);
}

/** i/2fa/password-less; `i` is read again. */
export async function setPasswordLessLogin(qc: QueryClient, value: boolean): Promise<void> {
  await getApi().request('i/2fa/password-less', { value });
  await refreshMe(qc);
}
