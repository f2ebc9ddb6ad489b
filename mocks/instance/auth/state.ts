/**
 * Sign-in, sign-up and push state of the mock (MiAuth sessions, legacy app sessions, two-factor
 * secrets, invitation codes, pending sign-ups, mails, reset tokens, push subscriptions), kept per
 * MockState so a reset (which replaces the state) starts clean.
 */
import type { MockState } from '../state';

/**
 * A real VAPID (P-256) key pair made once with node:crypto (`generateKeyPairSync('ec', { namedCurve:
 * 'prime256v1' })`); meta.swPublickey is the public point, uncompressed, base64url. The mock never
 * sends real pushes, so the private half was not kept (tests deliver pushes to the worker directly).
 */
export const MOCK_VAPID_PUBLIC_KEY = 'BP9DmnstrsDD9E2Mkp98PCfpGTzHZojJO5FpMemlcruzQ4A9T11Z1lR1tL3l5rThLMlJ_HbSRCqMUWAF-xEi_SQ';

export interface AuthConfig {
  emailRequiredForSignup: boolean;
  swPublickey: string | null;
}

export interface MiauthGrant {
  userId: string;
  token: string;
  name: string | null;
  iconUrl: string | null;
  permission: string[];
  fetched: boolean;
}

export interface AppRecord {
  id: string;
  secret: string;
  name: string;
  description: string;
  permission: string[];
  callbackUrl: string | null;
  createdAt: number;
}

export interface AuthSessionRecord {
  token: string;
  appId: string;
  userId: string | null;
  accessToken: string | null;
  /** The credential the app calls with once accepted: sha256(accessToken + app secret), hex. */
  credential?: string;
  /** Used up by auth/session/userkey (the app has its token): gone for show, accept and userkey. */
  done?: boolean;
  createdAt: number;
}

export interface PendingSignup {
  code: string;
  username: string;
  password: string;
  email: string;
  createdAt: number;
}

export interface MailRecord {
  to: string;
  kind: 'signup' | 'verify' | 'reset';
  code: string;
  username: string;
}

export interface PushSubscriptionRecord {
  userId: string;
  endpoint: string;
  auth: string;
  publickey: string;
  sendReadMessage: boolean;
}

export interface AuthState {
  config: AuthConfig;
  totpSecrets: Map<string, string>;
  miauth: Map<string, MiauthGrant>;
  apps: Map<string, AppRecord>;
  authSessions: Map<string, AuthSessionRecord>;
  /** Extra credentials (MiAuth and app tokens) → user id. */
  tokens: Map<string, string>;
  /** What each extra credential was granted (an app token may call only endpoints of these kinds). */
  tokenPermissions: Map<string, string[]>;
  invitationCodes: Set<string>;
  pendingSignups: Map<string, PendingSignup>;
  emails: Map<string, string>;
  emailVerifyCodes: Map<string, string>;
  resetTokens: Map<string, { userId: string; expiresAt: number }>;
  mailbox: MailRecord[];
  push: Map<string, PushSubscriptionRecord>;
  counter: number;
}

export function defaultAuthConfig(): AuthConfig {
  return { emailRequiredForSignup: false, swPublickey: MOCK_VAPID_PUBLIC_KEY };
}

const STATES = new WeakMap<MockState, AuthState>();

export function authState(state: MockState): AuthState {
  let s = STATES.get(state);
  if (!s) {
    s = {
      config: defaultAuthConfig(),
      totpSecrets: new Map(),
      miauth: new Map(),
      apps: new Map(),
      authSessions: new Map(),
      tokens: new Map(),
      tokenPermissions: new Map(),
      invitationCodes: new Set(),
      pendingSignups: new Map(),
      emails: new Map(),
      emailVerifyCodes: new Map(),
      resetTokens: new Map(),
      mailbox: [],
      push: new Map(),
      counter: 0,
    };
    STATES.set(state, s);
  }
  return s;
}

/** The user of an extra credential (a MiAuth or app token), if it is one. */
export function userIdOfExtraToken(state: MockState, token: string): string | undefined {
  return STATES.get(state)?.tokens.get(token);
}

/**
 * The permissions of an app token (MiAuth or the legacy app flow); undefined for the account's own
 * credential (password sign-in, seeded tokens), which has full access.
 */
export function permissionsOfExtraToken(state: MockState, token: string): readonly string[] | undefined {
  const s = STATES.get(state);
  if (!s?.tokens.has(token)) return undefined;
  return s.tokenPermissions.get(token) ?? [];
}

/** Records an app token for a user with the permissions it was granted. */
export function grantAppToken(s: AuthState, token: string, userId: string, permission: readonly string[]): void {
  s.tokens.set(token, userId);
  s.tokenPermissions.set(token, [...permission]);
}

/** A fresh random-looking string (not a security boundary: the mock is for tests). */
export function makeCode(s: AuthState, prefix: string, length = 24): string {
  s.counter += 1;
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}${Array.from(bytes, (b) => alnum[b % alnum.length]).join('')}`;
}
