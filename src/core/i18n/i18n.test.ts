// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type I18n = typeof import('./index');

/** A fresh copy of the module state for every test. */
async function fresh(): Promise<I18n> {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  document.documentElement.lang = '';
});

afterEach(() => {
  localStorage.clear();
});

describe('language setting', () => {
  it('defaults to ja-JP', async () => {
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('ja-JP');
    expect(i18n.t('common.cancel')).toBe('キャンセル');
    expect(document.documentElement.lang).toBe('ja-JP');
  });

  it('ignores an unknown stored value', async () => {
    localStorage.setItem('lang', 'xx-XX');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('ja-JP');
  });

  it('initI18n loads the stored language', async () => {
    localStorage.setItem('lang', 'fr-FR');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('fr-FR');
    expect(i18n.t('common.cancel')).toBe('Annuler');
  });

  it('setLanguage persists, sets <html lang> and notifies subscribers', async () => {
    const i18n = await fresh();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribeLanguage(listener);
    await i18n.setLanguage('de-DE');
    expect(localStorage.getItem('lang')).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('common.cancel')).toBe('Abbrechen');
    unsubscribe();
    await i18n.setLanguage('ko-KR');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('the last of overlapping setLanguage calls wins', async () => {
    const i18n = await fresh();
    await Promise.all([i18n.setLanguage('zh-CN'), i18n.setLanguage('es-ES')]);
    expect(i18n.getLanguage()).toBe('es-ES');
    expect(localStorage.getItem('lang')).toBe('es-ES');
  });

  it('rejects an unknown code', async () => {
    const i18n = await fresh();
    await expect(i18n.setLanguage('xx-XX' as never)).rejects.toThrow(RangeError);
  });

  it('follows a change made in another tab', async () => {
    const i18n = await fresh();
    await i18n.initI18n();
    localStorage.setItem('lang', 'ko-KR');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lang', newValue: 'ko-KR' }));
    await vi.waitFor(() => expect(i18n.getLanguage()).toBe('ko-KR'));
    expect(i18n.t('nav.notifications')).toBe('알림');
  });

  it('knows 38 languages by their own names; the interface offers the complete ones, each selectable without error', async () => {
    const i18n = await fresh();
    expect(i18n.LANGUAGES.length).toBe(38);
    expect(new Set(i18n.LANGUAGES.map((l) => l.code)).size).toBe(38);
    expect(i18n.UI_LANGUAGES.length).toBe(12);
    const warn = vi.spyOn(console, 'warn');
    for (const { code } of i18n.UI_LANGUAGES) {
      await i18n.setLanguage(code);
      expect(i18n.getLanguage()).toBe(code);
      expect(i18n.t('common.ok')).not.toBe('common.ok');
      expect(i18n.formatNumber(1234.5)).toMatch(/\p{Nd}/u);
      expect(i18n.formatDateTime(0)).toMatch(/\p{Nd}/u);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a language without a complete catalogue, and reads a stored one as its nearest offered language', async () => {
    const i18n = await fresh();
    await expect(i18n.setLanguage('ca-ES')).rejects.toThrow(RangeError);
    localStorage.setItem('lang', 'ca-ES');
    const again = await fresh();
    await again.initI18n();
    expect(again.getLanguage()).toBe('en-US');
    // Dates follow the interface language, not the stored code.
    expect(again.formatDateTime(Date.UTC(2024, 0, 15), { month: 'long', timeZone: 'UTC' })).toBe('January');
    expect(localStorage.getItem('lang')).toBe('en-US');
    localStorage.setItem('lang', 'pt-PT');
    const portuguese = await fresh();
    await portuguese.initI18n();
    expect(portuguese.getLanguage()).toBe('pt-BR');
  });
});

describe('translation', () => {
  it('falls back from a partial locale to en-US', async () => {
    // Every product language is complete now; a partial catalog stands in for one that lags behind.
    vi.doMock('@/locales/base/de-DE', () => ({ base: { common: { ok: 'OK' }, signin: { title: 'Anmelden' } } }));
    const i18n = await fresh();
    await i18n.setLanguage('de-DE');
    expect(i18n.t('common.ok')).toBe('OK');
    expect(i18n.t('signin.title')).toBe('Anmelden');
    expect(i18n.t('welcome.signUp')).toBe('Sign up');
    vi.doUnmock('@/locales/base/de-DE');
  });

  it('uses en-US for a stored language without a locale file', async () => {
    localStorage.setItem('lang', 'th-TH');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('en-US');
    expect(i18n.t('settings.title')).toBe('Settings');
  });

  it('reads a stored ja-KS as ja-JP', async () => {
    localStorage.setItem('lang', 'ja-KS');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.getLanguage()).toBe('ja-JP');
    expect(i18n.t('common.close')).toBe('閉じる');
  });

  it('warns once for a missing key and shows the key', async () => {
    const i18n = await fresh();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.tDynamic('nothing.here')).toBe('nothing.here');
    expect(i18n.tDynamic('nothing.here')).toBe('nothing.here');
    expect(i18n.tDynamic('common')).toBe('common'); // a branch, not a leaf
    expect(i18n.tDynamic('common.ok.deeper')).toBe('common.ok.deeper');
    expect(i18n.tDynamic('constructor')).toBe('constructor');
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain('nothing.here');
  });

  it('resolves run-time keys', async () => {
    const i18n = await fresh();
    const tab = 'local';
    expect(i18n.tDynamic(`timeline.${tab}`)).toBe('ローカル');
  });

  it('interpolates {name} placeholders', async () => {
    const i18n = await fresh();
    expect(i18n.t('welcome.title', { name: 'Misskey' })).toBe('Misskeyへようこそ');
    expect(i18n.t('errors.apiError', { status: 500, message: 'boom' })).toBe('500: boom');
    expect(i18n.t('pageLoadError.errorCode')).toBe('ERROR: {code}');
    expect(i18n.interpolate('{a} {b} {a}', { a: 1 })).toBe('1 {b} 1');
  });

  it('keeps the exact Japanese catalogue texts', async () => {
    const i18n = await fresh();
    expect(i18n.t('errors.queryTimeout')).toBe(
      'データベースが応答しませんでした。サーバーが高負荷になっている可能性があります。',
    );
    expect(i18n.t('errors.duplicatePost')).toBe('重複した投稿が検出されました。リクエストはキャンセルされました。');
    expect(i18n.t('account.cookieLoginFailed')).toBe('Oops!');
  });

  it('type-checks static keys', async () => {
    const i18n = await fresh();
    // @ts-expect-error a misspelt key must not compile
    expect(i18n.t('signin.titel')).toBe('signin.titel');
    // @ts-expect-error a branch is not a leaf key
    expect(i18n.t('signin')).toBe('signin');
  });
});
