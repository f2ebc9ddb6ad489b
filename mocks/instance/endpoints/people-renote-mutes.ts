/** Renote mutes: `renote-mute/create`, `renote-mute/delete` and `renote-mute/list`. */
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError, type ErrorDef } from '../errors';
import { packUserLite } from '../pack/user';
import { paginate } from '../pagination';
import { PAGING, type PagingParams } from '../params';
import { renoteMutings } from '../renote-mutes';
import { visibleUser } from './people-common';
import { ID } from './social-common';

const ERR = {
  renoteMuteSelf: { message: 'Mutee is yourself.', code: 'MUTEE_IS_YOURSELF', id: '6e0df1c6-6f52-4b81-b39c-2dbf58bd06a3' },
  alreadyRenoteMuting: { message: 'You are already muting that user.', code: 'ALREADY_MUTING', id: '7e7359cb-160c-4956-b08f-4d1c653cd007' },
  notRenoteMuting: { message: 'You are not muting that user.', code: 'NOT_MUTING', id: '5467d020-daa9-4553-81e1-135c0c35a96d' },
} satisfies Record<string, ErrorDef>;

export const peopleRenoteMuteEndpoints: Record<string, AnyEndpoint> = {
  'renote-mute/create': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      if (ps.userId === me.id) throw new ApiError(ERR.renoteMuteSelf);
      const target = visibleUser(ctx, ps.userId);
      const key = `${me.id}>${target.id}`;
      const map = renoteMutings(ctx.state);
      if (map.has(key)) throw new ApiError(ERR.alreadyRenoteMuting);
      map.set(key, ctx.now());
      return undefined;
    },
  }),

  'renote-mute/delete': defineEndpoint<{ userId: string }>({
    requireCredential: true,
    params: { properties: { userId: ID }, required: ['userId'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const target = visibleUser(ctx, ps.userId);
      if (!renoteMutings(ctx.state).delete(`${me.id}>${target.id}`)) throw new ApiError(ERR.notRenoteMuting);
      return undefined;
    },
  }),

  'renote-mute/list': defineEndpoint<PagingParams>({
    requireCredential: true,
    params: { properties: { ...PAGING } },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const rows = [...renoteMutings(ctx.state).entries()]
        .filter(([k]) => k.startsWith(`${me.id}>`))
        .map(([k, at]) => ({ id: k.split('>')[1]!, createdAt: at }))
        .sort((a, b) => b.createdAt - a.createdAt);
      return paginate(rows, ps).flatMap((r) => {
        const u = ctx.state.users.get(r.id);
        return u ? [{ id: `rm-${r.id}`, createdAt: new Date(r.createdAt).toISOString(), muteeId: u.id, mutee: packUserLite(ctx, u) }] : [];
      });
    },
  }),
};
