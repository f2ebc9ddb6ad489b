import type { CallContext } from '../context';
import { defineEndpoint, requireMe, type AnyEndpoint } from '../endpoint';
import { ApiError } from '../errors';
import type { ParamSpec } from '../params';
import type { RegistryItem } from '../types';

const SCOPE: ParamSpec = { type: 'array', default: [], items: { type: 'string', pattern: /^[a-zA-Z0-9_]+$/ } };
const KEY: ParamSpec = { type: 'string', minLength: 1 };

const ERRORS = {
  getNoSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a' },
  detailNoSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a' },
  removeNoSuchKey: { message: 'No such key.', code: 'NO_SUCH_KEY', id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019' },
};

interface ScopeParams { scope: string[] }
interface KeyParams extends ScopeParams { key: string }

function itemsOf(ctx: CallContext): RegistryItem[] {
  const me = requireMe(ctx);
  let items = ctx.state.registry.get(me.id);
  if (!items) {
    items = [];
    ctx.state.registry.set(me.id, items);
  }
  return items;
}

const sameScope = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const inScope = (ctx: CallContext, scope: string[]) => itemsOf(ctx).filter((it) => sameScope(it.scope, scope));
const find = (ctx: CallContext, ps: KeyParams) => inScope(ctx, ps.scope).find((it) => it.key === ps.key);

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export const registryEndpoints: Record<string, AnyEndpoint> = {
  'i/registry/get-all': defineEndpoint<ScopeParams>({
    requireCredential: true,
    params: { properties: { scope: SCOPE } },
    handler: (ctx, ps) => Object.fromEntries(inScope(ctx, ps.scope).map((it) => [it.key, structuredClone(it.value)])),
  }),

  'i/registry/get': defineEndpoint<KeyParams>({
    requireCredential: true,
    params: { properties: { key: { type: 'string' }, scope: SCOPE }, required: ['key'] },
    handler: (ctx, ps) => {
      const item = find(ctx, ps);
      if (!item) throw new ApiError(ERRORS.getNoSuchKey);
      return structuredClone(item.value);
    },
  }),

  'i/registry/get-detail': defineEndpoint<KeyParams>({
    requireCredential: true,
    params: { properties: { key: { type: 'string' }, scope: SCOPE }, required: ['key'] },
    handler: (ctx, ps) => {
      const item = find(ctx, ps);
      if (!item) throw new ApiError(ERRORS.detailNoSuchKey);
      return { updatedAt: new Date(item.updatedAt).toISOString(), value: structuredClone(item.value) };
    },
  }),

  'i/registry/set': defineEndpoint<KeyParams & { value: unknown }>({
    requireCredential: true,
    params: { properties: { key: KEY, value: { type: 'any' }, scope: SCOPE }, required: ['key', 'value'] },
    handler: (ctx, ps) => {
      const me = requireMe(ctx);
      const now = ctx.now();
      const value = structuredClone(ps.value);
      const item = find(ctx, ps);
      if (item) {
        item.value = value;
        item.updatedAt = now;
      } else {
        itemsOf(ctx).push({ key: ps.key, scope: [...ps.scope], value, createdAt: now, updatedAt: now });
      }
      ctx.events.emit({ kind: 'main', userId: me.id, type: 'registryUpdated', body: { scope: ps.scope, key: ps.key, value: ps.value } });
      return undefined;
    },
  }),

  'i/registry/remove': defineEndpoint<KeyParams>({
    requireCredential: true,
    params: { properties: { key: { type: 'string' }, scope: SCOPE }, required: ['key'] },
    handler: (ctx, ps) => {
      const items = itemsOf(ctx);
      const item = find(ctx, ps);
      if (!item) throw new ApiError(ERRORS.removeNoSuchKey);
      items.splice(items.indexOf(item), 1);
      return undefined;
    },
  }),

  'i/registry/keys': defineEndpoint<ScopeParams>({
    requireCredential: true,
    params: { properties: { scope: SCOPE } },
    handler: (ctx, ps) => inScope(ctx, ps.scope).map((it) => it.key),
  }),

  'i/registry/keys-with-type': defineEndpoint<ScopeParams>({
    requireCredential: true,
    params: { properties: { scope: SCOPE } },
    handler: (ctx, ps) => Object.fromEntries(inScope(ctx, ps.scope).map((it) => [it.key, typeName(it.value)])),
  }),

  'i/registry/scopes': defineEndpoint({
    requireCredential: true,
    handler: (ctx) => {
      const seen = new Map<string, string[]>();
      for (const it of itemsOf(ctx)) seen.set(JSON.stringify(it.scope), it.scope);
      return [...seen.values()];
    },
  }),
};
