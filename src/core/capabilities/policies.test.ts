import { describe, expect, it } from 'vitest';
import { rolePolicies } from './policies';

describe('rolePolicies', () => {
  it('reads the account’s own policies first', () => {
    const me = { policies: { ltlAvailable: false, gtlAvailable: true, canPublicNote: false } };
    const meta = { policies: { ltlAvailable: true, gtlAvailable: false, canPublicNote: true } };
    expect(rolePolicies(me, meta)).toEqual({ ltlAvailable: false, gtlAvailable: true, canPublicNote: false });
  });

  it('falls back to the server’s policies in meta, then to everything allowed', () => {
    expect(rolePolicies({ id: 'x' }, { policies: { gtlAvailable: false } })).toEqual({ ltlAvailable: true, gtlAvailable: false, canPublicNote: true });
    expect(rolePolicies(null, { version: '12.119.2' })).toEqual({ ltlAvailable: true, gtlAvailable: true, canPublicNote: true });
  });

  it('never crashes on absent or strange values, and treats a non-boolean as allowed', () => {
    expect(rolePolicies(undefined, undefined).ltlAvailable).toBe(true);
    expect(rolePolicies({ policies: [] }, { policies: 'x' }).gtlAvailable).toBe(true);
    expect(rolePolicies({ policies: { ltlAvailable: 0 } }, null).ltlAvailable).toBe(true);
  });
});
