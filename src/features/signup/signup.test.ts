import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { captchaProvidersFromEnv, requiredCaptcha } from './captcha-providers';
import { passwordStrength, usernameValid } from './password-strength';
import { bareErrorCode, signupProblem } from './signup-errors';
import { CAPTCHA_PROVIDERS } from './captcha-providers';
import { cspDirectives, cspString } from '../../../build/csp';

const FIXTURES = join(process.cwd(), 'tests', 'fixtures', 'misskey-13.14.2');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('sign-up errors', () => {
  it.each([
    ['signup-duplicated-username.json', 'duplicatedUsername'],
    ['signup-invalid-username.json', 'invalidUsername'],
    ['signup-invalid-password.json', 'invalidPassword'],
  ])('maps the recorded bare body %s to %s', (file, problem) => {
    const raw = fixture(file);
    expect(signupProblem(new ApiError('server', 'signup', 'Bad Request', 400, null, raw))).toBe(problem);
  });

  it('an empty 400 (closed registration, invitation or e-mail refused) is "rejected"; network failures are "unreachable"', () => {
    expect(signupProblem(new ApiError('server', 'signup', '', 400, null, ''))).toBe('rejected');
    expect(signupProblem(new ApiError('network', 'signup', 'Failed to fetch'))).toBe('unreachable');
    expect(signupProblem(new ApiError('server', 'signup', '', 500, { code: 'INTERNAL_ERROR', id: 'x', message: '' }))).toBe('unknown');
    expect(signupProblem(new Error('x'))).toBe('unknown');
    expect(signupProblem(new ApiError('server', 'signup', '', 400, null, '{"statusCode":400,"error":"Bad Request","message":"Error: FAILED_TURNSTILE"}'))).toBe('captchaFailed');
  });

  it('reads the CODE of a bare framework error', () => {
    expect(bareErrorCode({ statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' })).toBe('DUPLICATED_USERNAME');
    expect(bareErrorCode({ message: 'something else happened' })).toBeNull();
    expect(bareErrorCode(null)).toBeNull();
  });
});

describe('password strength and username rule', () => {
  it.each([
    ['', 'empty'],
    ['abc', 'weak'],
    ['aaaaaaaaaaaaaaaa', 'weak'],
    ['abcdefgh1', 'medium'],
    ['correct horse 42', 'strong'],
    ['Tr0ub4dor&3', 'strong'],
  ])('%s → %s', (pw, expected) => expect(passwordStrength(pw)).toBe(expected));

  it('usernames are 1–20 word characters', () => {
    expect(usernameValid('new_user1')).toBe(true);
    expect(usernameValid('with space')).toBe(false);
    expect(usernameValid('a'.repeat(21))).toBe(false);
  });
});

describe('captcha', () => {
  it('finds the captcha the meta asks for, with its site key', () => {
    expect(requiredCaptcha({ enableHcaptcha: false, enableTurnstile: true, turnstileSiteKey: 'k' })).toEqual({ provider: 'turnstile', siteKey: 'k' });
    expect(requiredCaptcha({ enableRecaptcha: true, recaptchaSiteKey: null })).toBeNull();
    expect(requiredCaptcha({})).toBeNull();
  });

  it('the CSP permits exactly the providers the build names, and none by default', () => {
    expect(cspDirectives()['script-src']).toBe("'self'");
    expect(captchaProvidersFromEnv('turnstile, nope')).toEqual(['turnstile']);
    expect(cspDirectives(['turnstile'])['script-src']).toBe("'self' https://challenges.cloudflare.com");
    const h = cspDirectives(['hcaptcha'])['script-src'];
    for (const o of CAPTCHA_PROVIDERS.hcaptcha.scriptOrigins) expect(h).toContain(o);
    expect(h).not.toContain('cloudflare');
    expect(cspString()).toMatch(/script-src 'self';/);
  });
});
