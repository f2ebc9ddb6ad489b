/**
 * What the account settings area keeps per user, per mock state: the fields of `i` that i-update.ts and
 * pack/me.ts do not keep, pending TOTP secrets and backup codes, token ids, webhooks, queued exports and
 * imports and the sign-in history; and `i` as this area answers it.
 */
import { authState } from '../auth/state';
import type { InstanceContext } from '../context';
import { ApiError, type ErrorDef } from '../errors';
import { createIdGenerator, type IdGenerator } from '../id';
import { packMe } from '../pack/me';
import type { MockState } from '../state';
import type { UserRecord } from '../types';
import { securityKeyFields } from '../security-keys';

const ERRORS = {
  incorrectPassword: { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3' },
} satisfies Record<string, ErrorDef>;

/** Fields of `i` that i-update.ts and pack/me.ts do not keep; per user, per mock state. */
export interface AccountExtras {
  publicReactions: boolean;
  ffVisibility: 'public' | 'followers' | 'private';
  autoAcceptFollowed: boolean;
  carefulBot: boolean;
  noCrawle: boolean;
  preventAiLearning: boolean;
  alwaysMarkNsfw: boolean;
  autoSensitive: boolean;
  injectFeaturedNote: boolean;
  receiveAnnouncementEmail: boolean;
  mutedWords: Array<string | string[]>;
  mutedInstances: string[];
  mutingNotificationTypes: string[];
  emailNotificationTypes: string[];
  email: string | null;
  emailVerified: boolean;
  alsoKnownAs: string[];
  movedTo: string | null;
  isDeleted: boolean;
}

export interface WebhookRecord {
  id: string;
  userId: string;
  name: string;
  url: string;
  secret: string;
  on: string[];
  active: boolean;
  createdAt: number;
  latestSentAt: number | null;
  latestStatus: number | null;
}

export interface TokenMeta {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface SettingsAccountState {
  extras: Map<string, AccountExtras>;
  pendingTotp: Map<string, string>;
  backupCodes: Map<string, string[]>;
  tokenMeta: Map<string, TokenMeta>;
  webhooks: Map<string, WebhookRecord>;
  /** Requested exports and imports, newest last (what the server would queue). */
  jobs: Array<{ userId: string; kind: string; fileId?: string; at: number }>;
  signins: Map<string, Array<{ id: string; createdAt: number; ip: string; success: boolean }>>;
  ids: IdGenerator;
}

const STATES = new WeakMap<MockState, SettingsAccountState>();

export function settingsAccountState(state: MockState): SettingsAccountState {
  let s = STATES.get(state);
  if (!s) {
    s = { extras: new Map(), pendingTotp: new Map(), backupCodes: new Map(), tokenMeta: new Map(), webhooks: new Map(), jobs: [], signins: new Map(), ids: createIdGenerator() };
    STATES.set(state, s);
  }
  return s;
}

export function extrasOf(ctx: InstanceContext, user: UserRecord): AccountExtras {
  const s = settingsAccountState(ctx.state);
  let x = s.extras.get(user.id);
  if (!x) {
    x = {
      publicReactions: true,
      ffVisibility: 'public',
      autoAcceptFollowed: true,
      carefulBot: false,
      noCrawle: false,
      preventAiLearning: true,
      alwaysMarkNsfw: false,
      autoSensitive: false,
      injectFeaturedNote: true,
      receiveAnnouncementEmail: true,
      mutedWords: [],
      mutedInstances: [],
      mutingNotificationTypes: [],
      emailNotificationTypes: ['follow', 'receiveFollowRequest'],
      email: null,
      emailVerified: false,
      alsoKnownAs: [],
      movedTo: null,
      isDeleted: false,
    };
    s.extras.set(user.id, x);
  }
  return x;
}

/** `i` as this area extends it: pack/me plus the stored extras and the two-factor state. */
export function packMeWithExtras(ctx: InstanceContext, user: UserRecord): Record<string, unknown> {
  const x = extrasOf(ctx, user);
  const twoFactorEnabled = authState(ctx.state).totpSecrets.has(user.id);
  return {
    ...packMe(ctx, user),
    ...structuredClone(x),
    twoFactorEnabled,
    ...securityKeyFields(ctx.state, user.id, twoFactorEnabled),
  };
}

export function checkPassword(user: UserRecord, password: string): void {
  if (password !== user.password) throw new ApiError(ERRORS.incorrectPassword);
}
