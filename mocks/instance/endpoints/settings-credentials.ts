/** Changing the password and the e-mail address (both ask for the current password). */
import { publishMain } from '../actions/streams';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, COMMON_ERRORS } from '../errors';
import { checkPassword, extrasOf, packMeWithExtras } from './settings-account-state';

export const settingsCredentialEndpoints: Record<string, AnyEndpoint> = {
  'i/change-password': defineEndpoint<{ currentPassword: string; newPassword: string }>({
    requireCredential: true,
    params: { properties: { currentPassword: { type: 'string' }, newPassword: { type: 'string', minLength: 1 }, token: { type: 'string', nullable: true } }, required: ['currentPassword', 'newPassword'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.currentPassword);
      me.password = ps.newPassword;
      return undefined;
    },
  }),

  'i/update-email': defineEndpoint<{ password: string; email?: string | null }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, email: { type: 'string', nullable: true }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      const email = ps.email?.trim() || null;
      if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        throw new ApiError(COMMON_ERRORS.invalidParam, { param: '#/properties/email', reason: 'invalid email' });
      }
      const x = extrasOf(ctx, me);
      x.email = email;
      x.emailVerified = false;
      const packed = packMeWithExtras(ctx, me);
      publishMain(ctx, me.id, 'meUpdated', packed);
      return packed;
    },
  }),
};
