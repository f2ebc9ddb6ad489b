/** Leaving the account: moving it to another one (i/move) and deleting it (i/delete-account). */
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { findUserByAcct } from '../state';
import { checkPassword, extrasOf, packMeWithExtras } from './settings-account-state';

const ERRORS = {
  noSuchMoveTarget: { message: 'No such move target.', code: 'NO_SUCH_MOVE_TARGET', id: 'b5c90186-4ab0-49c8-9bba-a1f76c202ba4' },
  destinationAccountForbids: {
    message: 'Destination account doesn\'t have proper \'Known As\' alias, or has already moved.',
    code: 'DESTINATION_ACCOUNT_FORBIDS',
    id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
  },
  alreadyMoved: { message: 'Account was already moved to another account.', code: 'ALREADY_MOVED', id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31' },
} satisfies Record<string, ErrorDef>;

export const settingsMoveDeleteEndpoints: Record<string, AnyEndpoint> = {
  'i/move': defineEndpoint<{ moveToAccount: string }>({
    requireCredential: true,
    params: { properties: { moveToAccount: { type: 'string' } }, required: ['moveToAccount'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const x = extrasOf(ctx, me);
      if (x.movedTo) throw new ApiError(ERRORS.alreadyMoved);
      const [username, host] = ps.moveToAccount.replace(/^@/, '').split('@');
      const target = username ? findUserByAcct(ctx.state, username, host ?? null) : undefined;
      if (!target || target.id === me.id) throw new ApiError(ERRORS.noSuchMoveTarget);
      const myUri = `/users/${me.id}`;
      const targetExtras = extrasOf(ctx, target);
      // The destination must list this account among its aliases (remote accounts are trusted here).
      if (target.host == null && !targetExtras.alsoKnownAs.some((a) => a.endsWith(myUri))) throw new ApiError(ERRORS.destinationAccountForbids);
      x.movedTo = target.id;
      return packMeWithExtras(ctx, me);
    },
  }),

  'i/delete-account': defineEndpoint<{ password: string }>({
    requireCredential: true,
    params: { properties: { password: { type: 'string' }, token: { type: 'string', nullable: true } }, required: ['password'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      checkPassword(me, ps.password);
      // The real server deletes in a background job; the account reads as isDeleted meanwhile.
      extrasOf(ctx, me).isDeleted = true;
      return undefined;
    },
  }),
};
