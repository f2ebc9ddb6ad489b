import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PERMISSIONS } from '@/core/api-permissions';
import { ENDPOINT_KINDS, SECURE_ENDPOINTS } from '../../../mocks/instance/auth/endpoint-kinds';
import { call, testInstance } from '../../../mocks/test-utils/setup';
import { MISSKEY_13_14_PERMISSIONS, NEWER_ENDPOINT_PERMISSIONS, parseRequestedPermissions, REQUESTED_PERMISSIONS } from './requested-permissions';

/** Every endpoint name written in the client's source (not tests, not translations) that declares a kind. */
function endpointsTheClientCalls(): Map<string, string> {
  const kinds: Record<string, string> = { ...ENDPOINT_KINDS, ...NEWER_ENDPOINT_PERMISSIONS };
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'locales') walk(path);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/['"`]([a-z0-9-]+(?:\/[a-z0-9-]+)*)['"`]/g)) {
          const kind = kinds[m[1]!];
          if (kind) found.set(m[1]!, kind);
        }
      }
    }
  };
  walk(join(process.cwd(), 'src'));
  return found;
}

describe('the permissions this client requests', () => {
  it('knows Misskey 13.14’s list: the 32 names of spec section 3', () => {
    expect(MISSKEY_13_14_PERMISSIONS).toHaveLength(32);
    expect(new Set(MISSKEY_13_14_PERMISSIONS)).toEqual(new Set(API_PERMISSIONS));
  });

  it('asks for the spec’s names and every kind the endpoints it calls declare, newer ones included', () => {
    const used = endpointsTheClientCalls();
    expect(used.get('notes/create')).toBe('write:notes');
    expect(used.get('users/report-abuse')).toBe('write:report-abuse');
    // The spec's list plus what the endpoints need: read:reactions is the one spec name no endpoint checks.
    expect([...new Set([...used.values(), 'read:reactions'])].sort()).toEqual([...REQUESTED_PERMISSIONS].sort());
    expect(new Set(REQUESTED_PERMISSIONS).size).toBe(REQUESTED_PERMISSIONS.length);
    expect(REQUESTED_PERMISSIONS.filter((p) => !MISSKEY_13_14_PERMISSIONS.includes(p))).toEqual(['write:report-abuse']);
  });

  it('a 13.14 server grants the list, newer names and all, and the token reaches every endpoint the client calls', async () => {
    const instance = testInstance();
    const gen = await call(instance, 'miauth/gen-token', { session: 'perm-check', name: 'Client', permission: REQUESTED_PERMISSIONS }, 'carol');
    expect(gen.status).toBe(200);
    const token = (gen.body as { token: string }).token;
    const denied: string[] = [];
    for (const endpoint of endpointsTheClientCalls().keys()) {
      if (SECURE_ENDPOINTS.has(endpoint) || endpoint.endsWith('/delete')) continue;
      const r = await instance.handle({ endpoint, params: {}, token });
      if (r.status === 403 && (r.body as { error?: { code?: string } }).error?.code === 'PERMISSION_DENIED') denied.push(endpoint);
    }
    expect(denied).toEqual([]);
    // The check is real: a token without write:notes cannot post.
    const narrow = await call(instance, 'miauth/gen-token', { session: 'perm-narrow', name: 'Client', permission: ['read:account'] }, 'carol');
    const post = await instance.handle({ endpoint: 'notes/create', params: { text: 'x' }, token: (narrow.body as { token: string }).token });
    expect(post.status).toBe(403);
  });
});

describe('reading a requested list on an approval page', () => {
  it('keeps every well-formed name, newer shapes too, once each, and drops junk', () => {
    expect(parseRequestedPermissions('read:account, write:report-abuse,read:admin:show-user,read:account,,evil<script>,admin')).toEqual([
      'read:account',
      'write:report-abuse',
      'read:admin:show-user',
    ]);
    expect(parseRequestedPermissions(['read:flash', 3, 'write:'])).toEqual(['read:flash']);
    expect(parseRequestedPermissions(undefined)).toEqual([]);
  });
});
