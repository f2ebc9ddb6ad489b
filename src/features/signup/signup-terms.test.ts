import { describe, expect, it } from 'vitest';
import { signupTerms } from './signup-terms';

describe('signupTerms (the rules step of sign-up)', () => {
  it('is skipped for a server without rules or terms, and for an unknown meta', () => {
    expect(signupTerms(undefined)).toBeNull();
    expect(signupTerms({})).toBeNull();
    expect(signupTerms({ serverRules: [], tosUrl: null })).toBeNull();
    expect(signupTerms({ serverRules: ['', '  '], tosUrl: '' })).toBeNull();
  });

  it('keeps the non-empty rules in order, as given', () => {
    expect(signupTerms({ serverRules: ['Be kind.', 3, '', '<b>No</b> spam'] })).toEqual({ rules: ['Be kind.', '<b>No</b> spam'], tosUrl: null, privacyPolicyUrl: null });
  });

  it('takes the terms and the privacy policy only as absolute http(s) addresses', () => {
    expect(signupTerms({ tosUrl: 'https://example.com/tos', privacyPolicyUrl: 'http://example.com/privacy' })).toEqual({
      rules: [],
      tosUrl: 'https://example.com/tos',
      privacyPolicyUrl: 'http://example.com/privacy',
    });
    expect(signupTerms({ tosUrl: 'javascript:alert(1)', privacyPolicyUrl: '/privacy' })).toBeNull();
    expect(signupTerms({ serverRules: 'Be kind.', tosUrl: 'data:text/html,x' })).toBeNull();
  });
});
