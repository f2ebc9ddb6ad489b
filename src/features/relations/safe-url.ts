import { getServerOrigin } from '@/core/accounts/session';
import { safeHttpUrl } from '@/core/entities/http-url';

/** An http(s) URL for an image (relative ones resolve against the server), else null. */
export function safeImageUrl(url: unknown): string | null {
  return safeHttpUrl(url, getServerOrigin())?.replace(/["\\\n]/g, encodeURIComponent) ?? null;
}
