// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PLAN_KEY, type EarlyConfig, type EarlyPlan } from '@/core/early/early-types';
import { readAccount, readLang, usablePlan } from './early-reads';

const config: EarlyConfig = { build: 'b1', locales: { 'en-US': [], 'ja-JP': [] }, defaultLang: 'ja-JP', home: { js: [], css: [] } };
const account = { id: 'u1', token: 'T', origin: 'https://misskey.example' };
const plan: EarlyPlan = { build: 'b1', who: 'https://misskey.example u1', path: '/', requests: [{ endpoint: 'meta', params: {} }], assets: { js: ['/assets/a.js'], css: [] } };

afterEach(() => localStorage.clear());

describe('the early script’s reads', () => {
  it('takes the last plan of this account and page; of another build, its requests but not its code', () => {
    localStorage.setItem(EARLY_PLAN_KEY, JSON.stringify(plan));
    expect(usablePlan(config, account, '/')).toEqual(plan);
    expect(usablePlan(config, account, '/elsewhere')).toBeNull();
    expect(usablePlan(config, { ...account, id: 'u2' }, '/')).toBeNull();
    expect(usablePlan(config, null, '/')).toBeNull(); // a visitor takes only a guest's plan
    expect(usablePlan({ ...config, build: 'b2' }, account, '/')).toEqual({ ...plan, assets: { js: [], css: [] } });
    localStorage.setItem(EARLY_PLAN_KEY, '{not json');
    expect(usablePlan(config, account, '/')).toBeNull();
  });

  it('reads the language as the app stores it, falling back on the build’s default', () => {
    localStorage.setItem('lang', '"en-US"');
    expect(readLang(config)).toBe('en-US');
    localStorage.setItem('lang', 'xx-XX');
    expect(readLang(config)).toBe('ja-JP');
  });

  it('reads a signed-in account only when it has an id, a token and an origin', () => {
    expect(readAccount()).toBeNull();
    localStorage.setItem('account', JSON.stringify(account));
    expect(readAccount()).toEqual(account);
    localStorage.setItem('account', JSON.stringify({ id: 'u1' }));
    expect(readAccount()).toBeNull();
  });
});
