import { describe, expect, it } from 'vitest';
import { pluginMayCall, requiredPermission } from './permissions';
import { readPluginMeta } from './plugin-meta';

describe('plugin permissions', () => {
  it('maps endpoints to the permission they need', () => {
    expect(requiredPermission('notes/create')).toBe('write:notes');
    expect(requiredPermission('i')).toBe('read:account');
    expect(requiredPermission('i/update')).toBe('write:account');
    expect(requiredPermission('notes/reactions/create')).toBe('write:reactions');
    expect(requiredPermission('drive/files')).toBe('read:drive');
    expect(requiredPermission('meta')).toBeNull();
    expect(requiredPermission('notes/show')).toBeNull();
  });
  it('lets a plugin call only what it was granted, and never account-wide secrets', () => {
    expect(pluginMayCall('i', ['read:account'])).toBe(true);
    expect(pluginMayCall('notes/create', ['read:account'])).toBe(false);
    expect(pluginMayCall('meta', [])).toBe(true);
    expect(pluginMayCall('i/regenerate-token', ['write:account', 'read:account'])).toBe(false);
    expect(pluginMayCall('admin/suspend-user', ['write:account'])).toBe(false);
  });
});

describe('plugin metadata', () => {
  const header = (body: string) => `### {\n${body}\n}\n<: "x"`;
  it('reads name, version, author, description, permissions and config', () => {
    const r = readPluginMeta(header('name: "Tools"\nversion: "1.2"\nauthor: "me"\ndescription: "d"\npermissions: ["read:account", "read:account"]\nconfig: { word: { type: "string", label: "Word", default: "hi" } }'));
    expect(r).toEqual({ ok: true, meta: { name: 'Tools', version: '1.2', author: 'me', description: 'd', permissions: ['read:account'], config: { word: { type: 'string', label: 'Word', default: 'hi' } } } });
  });
  it('refuses what it cannot install', () => {
    expect(readPluginMeta('<: 1')).toEqual({ ok: false, error: 'noMeta' });
    expect(readPluginMeta(header('version: "1"'))).toEqual({ ok: false, error: 'noName' });
    expect(readPluginMeta(header('name: "x"\nversion: "1"\npermissions: ["root"]'))).toEqual({ ok: false, error: 'badPermission', detail: 'root' });
    expect(readPluginMeta('let =').ok).toBe(false);
  });
});
