/**
 * The one rule for credentials in anything the client logs or keeps (issue 52): every
 * credential-like field, at any depth, is masked before request or response data reaches the
 * error log or storage. Field names are compared without case, `_` and `-` (`current_password`,
 * `currentPassword` and `Current-Password` are one name). Text is scrubbed too: tokens in URLs'
 * query strings, `Bearer …` credentials and `"password": "…"` pairs inside JSON text.
 */

export const REDACTED = '***';

/** Names that are credentials wherever they appear. */
const EXACT = new Set([
  'i',
  'otp',
  'totp',
  'pin',
  'session',
  'sessionid',
  'challenge',
  'challengeid',
  'clientdatajson',
  'attestationobject',
  'authenticatordata',
  'signature',
  'userhandle',
  'rawid',
  'cookie',
  'setcookie',
  'invitecode',
  'invitationcode',
  'backupcode',
  'backupcodes',
  'recoverycode',
  'hcaptcharesponse',
  'grecaptcharesponse',
  'turnstileresponse',
  'mcaptcharesponse',
]);

/** Parts of a name that make it a credential (`newPassword`, `appSecret`, `accessToken`, `smtpPass`, `objectStorageSecretKey`). */
const PARTS = ['password', 'passwd', 'passphrase', 'token', 'secret', 'credential', 'authorization', 'privatekey', 'accesskey', 'apikey', 'authkey'];

function normalise(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

/** True when a field of this name holds a credential. */
export function isSecretName(name: string): boolean {
  const n = normalise(name);
  return EXACT.has(n) || PARTS.some((part) => n.includes(part)) || n.endsWith('pass');
}

/** An error's code (`INCORRECT_PASSWORD`): the one kind of `code` that is no credential. */
const ERROR_CODE_RE = /^[A-Z][A-Z0-9_]*$/;

/**
 * True when this field's value is to be masked: a credential's name (see isSecretName), or a
 * `code` (a sign-up, e-mail or two-factor code) that is not a server error's code.
 */
export function isSecretField(name: string, value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (isSecretName(name)) return true;
  return normalise(name) === 'code' && !(typeof value === 'string' && ERROR_CODE_RE.test(value));
}

/** The query parameter names masked in URLs found in text (the common spellings). */
const QUERY_NAMES = 'i|token|access_token|accessToken|session|sessionId|code|secret|password|key|sig|signature|auth|authorization';

const QUERY_RE = new RegExp(`([?&;#](?:${QUERY_NAMES})=)[^&#\\s"'<>]+`, 'gi');
const BEARER_RE = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9\-._~+/=]{4,}/g;
/** `"name": "value"` (and `'name': 'value'`, `name=value` in a form body is covered by QUERY_RE's `&`). */
const JSON_PAIR_RE = /(["'])([A-Za-z0-9_-]{1,64})\1(\s*:\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+|true|false)/g;

/** Masks credentials inside a text: URL query tokens, `Bearer` credentials, secret JSON pairs; and any of `known` (the account's token). */
export function redactText(text: string, known: readonly string[] = []): string {
  let out = text
    .replace(QUERY_RE, `$1${REDACTED}`)
    .replace(BEARER_RE, `$1 ${REDACTED}`)
    .replace(JSON_PAIR_RE, (whole, quote: string, name: string, colon: string, raw: string) =>
      isSecretField(name, raw.replace(/^["']|["']$/g, '')) ? `${quote}${name}${quote}${colon}"${REDACTED}"` : whole,
    );
  for (const secret of known) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  return out;
}

const MAX_DEPTH = 32;

/**
 * A copy of `value` with every credential-like field masked at any depth (objects, arrays, Maps
 * are walked; strings are scrubbed with redactText). Cycles and very deep values are cut.
 */
export function redactSecrets(value: unknown, known: readonly string[] = []): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return redactText(v, known);
    if (typeof v !== 'object' || v === null) return v;
    if (seen.has(v)) return '[circular]';
    if (depth >= MAX_DEPTH) return '[too deep]';
    seen.add(v);
    try {
      if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1));
      if (v instanceof Map) return Object.fromEntries([...v].map(([k, item]) => [String(k), isSecretField(String(k), item) ? REDACTED : walk(item, depth + 1)]));
      if (typeof Blob !== 'undefined' && v instanceof Blob) return `[${v.type || 'file'}]`;
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return '[binary]';
      if (typeof Headers !== 'undefined' && v instanceof Headers) {
        const out: Record<string, string> = {};
        v.forEach((item, k) => (out[k] = isSecretField(k, item) ? REDACTED : redactText(item, known)));
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[k] = isSecretField(k, item) ? REDACTED : walk(item, depth + 1);
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}
