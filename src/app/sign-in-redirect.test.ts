// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { redirectToSignIn, validateHomeSearch } from './sign-in-redirect';

describe('the login-only redirect', () => {
  it('sends a visitor to / with the asked-for address kept', () => {
    const r = redirectToSignIn({ href: '/my/notifications?tab=mentions' });
    expect(isRedirect(r)).toBe(true);
    expect(r.options).toMatchObject({ to: '/', search: { redirect: '/my/notifications?tab=mentions' }, replace: true });
  });

  it('keeps nothing for / itself or an address that is not a same-origin path', () => {
    expect(redirectToSignIn({ href: '/' }).options.search).toEqual({});
    expect(redirectToSignIn({ href: '//evil.example/x' }).options.search).toEqual({});
  });

  it('the home route accepts only a same-origin path in ?redirect=', () => {
    expect(validateHomeSearch({ redirect: '/settings' })).toEqual({ redirect: '/settings' });
    expect(validateHomeSearch({ redirect: 'https://evil.example/' })).toEqual({});
    expect(validateHomeSearch({ redirect: 5 })).toEqual({});
    expect(validateHomeSearch({})).toEqual({});
  });
});
