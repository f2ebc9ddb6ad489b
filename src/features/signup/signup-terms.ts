import { safeHttpUrl } from '@/core/entities/http-url';

/**
 * What a new user agrees to before the sign-up form: the server's rules (`serverRules`, Misskey
 * 13.11+), its terms of service (`tosUrl`) and, on newer servers, its privacy policy
 * (`privacyPolicyUrl`). Only non-empty rule strings and absolute http(s) addresses count; a server
 * with none of them has no such step.
 */
export interface SignupTerms {
  rules: string[];
  tosUrl: string | null;
  privacyPolicyUrl: string | null;
}


export function signupTerms(meta: Record<string, unknown> | null | undefined): SignupTerms | null {
  if (!meta) return null;
  const rules = Array.isArray(meta.serverRules) ? meta.serverRules.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
  const tosUrl = safeHttpUrl(meta.tosUrl);
  const privacyPolicyUrl = safeHttpUrl(meta.privacyPolicyUrl);
  return rules.length > 0 || tosUrl || privacyPolicyUrl ? { rules, tosUrl, privacyPolicyUrl } : null;
}
