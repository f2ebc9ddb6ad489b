import { describe, expect, it } from 'vitest';
import { API_PERMISSIONS, permissionsFor } from './permissions';

describe('API permissions (spec section 3)', () => {
  it('has the read/write pairs plus write:notes and write:votes', () => {
    expect(API_PERMISSIONS).toHaveLength(32);
    expect(API_PERMISSIONS).toContain('read:gallery-likes');
    expect(API_PERMISSIONS).toContain('write:votes');
    expect(API_PERMISSIONS).not.toContain('read:notes');
  });
  it('leaves out messaging and groups where the server has neither', () => {
    const list = permissionsFor({ messaging: false, groups: false });
    expect(list).not.toContain('read:messaging');
    expect(list).not.toContain('write:user-groups');
    expect(list).toHaveLength(28);
    expect(permissionsFor({ messaging: true, groups: true })).toHaveLength(32);
  });
});
