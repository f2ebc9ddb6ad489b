/**
 * Security keys (Misskey 13.14): i/2fa/register-key → i/2fa/key-done, i/2fa/update-key,
 * i/2fa/remove-key and i/2fa/password-less. Like the real server of that version, a wrong password,
 * two-factor not enabled or a bad attestation in register-key / key-done is a plain server error.
 */
import { authState } from '../auth/state';
import { publishMain } from '../actions/streams';
import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS, type ErrorDef } from '../errors';
import { createIdGenerator } from '../id';
import { securityKeyState, verifyAttestation } from '../security-keys';
import type { UserRecord } from '../types';
import { packMeWithExtras } from './settings-account-state';

const ERRORS = {
  incorrectPassword: { message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id: '141c598d-a825-44c8-9173-cfb9d92be493' },
  noSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: 'f9c5467f-d492-4d3c-9a8g-a70dacc86512' },
  accessDenied: { message: 'You do not have edit privilege of the channel.', code: 'ACCESS_DENIED', id: '1fb7cb09-d46a-4fff-b8df-057708cce513' },
  noKey: { message: 'No security key.', code: 'NO_SECURITY_KEY', id: 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512' },
} satisfies Record<string, ErrorDef>;

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const ids = createIdGenerator();

/** What the real server answers for an Error thrown inside an endpoint. */
const internal = (reason: string) => new ApiError(COMMON_ERRORS.internal, { e: { message: reason } });

const twoFactorOn = (ctx: CallContext, me: UserRecord) => authState(ctx.state).totpSecrets.has(me.id);

function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function meUpdated(ctx: CallContext, me: UserRecord): void {
  publishMain(ctx, me.id, 'meUpdated', packMeWithExtras(ctx, me));
}

export const securityKeyEndpoints: Record<string, AnyEndpoint> = {
  'i/2fa/register-key': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.password !== me.password) throw internal('incorrect password');
      if (!twoFactorOn(ctx, me)) throw internal('2fa not enabled');
      const bytes = new Uint8Array(32);
      crypto.getRandomValues(bytes);
      const challenge = base64url(bytes);
      const challengeId = ids(ctx.now());
      securityKeyState(ctx.state).challenges.set(challengeId, { userId: me.id, challenge, createdAt: ctx.now() });
      return { challengeId, challenge };
    },
  }),

  'i/2fa/key-done': defineEndpoint<{ clientDataJSON: string; attestationObject: string; password: string; challengeId: string; name: string }>({
    requireCredential: true,
    params: {
      properties: {
        clientDataJSON: { type: 'string' },
        attestationObject: { type: 'string' },
        password: { type: 'string' },
        challengeId: { type: 'string' },
        name: { type: 'string', minLength: 1, maxLength: 30 },
      },
      required: ['clientDataJSON', 'attestationObject', 'password', 'challengeId', 'name'],
    },
    handler: async (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.password !== me.password) throw internal('incorrect password');
      if (!twoFactorOn(ctx, me)) throw internal('2fa not enabled');
      const s = securityKeyState(ctx.state);
      const pending = s.challenges.get(ps.challengeId);
      if (!pending || pending.userId !== me.id) throw internal('non-existent challenge');
      let verified;
      try {
        verified = await verifyAttestation({ clientDataJSON: ps.clientDataJSON, attestationObject: ps.attestationObject, challenge: pending.challenge, instanceOrigin: ctx.origin });
      } catch (e) {
        throw internal(e instanceof Error ? e.message : 'invalid attestation');
      }
      s.challenges.delete(ps.challengeId);
      if (ctx.now() - pending.createdAt >= CHALLENGE_TTL_MS) throw internal('expired challenge');
      if (s.keys.has(verified.credentialId)) throw internal('duplicate key');
      s.keys.set(verified.credentialId, { id: verified.credentialId, userId: me.id, name: ps.name, lastUsed: ctx.now(), publicKey: verified.publicKey });
      meUpdated(ctx, me);
      return { id: verified.credentialId, name: ps.name };
    },
  }),

  'i/2fa/update-key': defineEndpoint<{ name: string; credentialId: string }>({
    requireCredential: true,
    params: { properties: { name: { type: 'string', minLength: 1, maxLength: 30 }, credentialId: { type: 'string' } }, required: ['name', 'credentialId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const key = securityKeyState(ctx.state).keys.get(ps.credentialId);
      if (!key) throw new ApiError(ERRORS.noSuchKey);
      if (key.userId !== me.id) throw new ApiError(ERRORS.accessDenied);
      key.name = ps.name;
      meUpdated(ctx, me);
      return {};
    },
  }),

  'i/2fa/remove-key': defineEndpoint<{ password: string; credentialId: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, credentialId: { type: 'string' } }, required: ['password', 'credentialId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.password !== me.password) throw new ApiError(ERRORS.incorrectPassword);
      const s = securityKeyState(ctx.state);
      const key = s.keys.get(ps.credentialId);
      // The real server deletes by (id, userId): another user's key is silently left alone.
      if (key && key.userId === me.id) s.keys.delete(key.id);
      if (![...s.keys.values()].some((k) => k.userId === me.id)) s.passwordLess.delete(me.id);
      meUpdated(ctx, me);
      return {};
    },
  }),

  'i/2fa/password-less': defineEndpoint<{ value: boolean }>({
    requireCredential: true,
    params: { properties: { value: { type: 'boolean' } }, required: ['value'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const s = securityKeyState(ctx.state);
      if (ps.value && ![...s.keys.values()].some((k) => k.userId === me.id)) {
        s.passwordLess.delete(me.id);
        throw new ApiError(ERRORS.noKey);
      }
      if (ps.value) s.passwordLess.add(me.id);
      else s.passwordLess.delete(me.id);
      meUpdated(ctx, me);
      return undefined;
    },
  }),
};
