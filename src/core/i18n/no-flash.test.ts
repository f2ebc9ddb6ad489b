// @vitest-environment jsdom
/**
 * No raw keys while a fallback arrives: what the chosen language needs is loaded before it is
 * applied, so the first render already has its text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => {
  (globalThis as { __i18nNoPreload?: boolean }).__i18nNoPreload = true;
  return { en: 0, ja: 0, de: 0, jaScreens: 0, failEn: false };
});

vi.mock('./loaders', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./loaders')>();
  const none = async () => ({});
  return {
    ...actual,
    LOCALE_LOADERS: {
      'ja-JP': {
        base: async () => {
          loads.ja++;
          return { common: { ok: 'JA-OK', close: '閉じる', cancel: 'JA-Cancel' } };
        },
        screens: async () => {
          loads.jaScreens++;
          return { notifications: { title: 'JA-People' } };
        },
      },
      'en-US': {
        base: async () => {
          loads.en++;
          if (loads.failEn) throw new Error('chunk failed');
          return { common: { ok: 'EN-OK', cancel: 'EN-Cancel' } };
        },
        screens: none,
      },
      'de-DE': {
        base: async () => {
          loads.de++;
          return { common: { ok: 'DE-OK' } };
        },
        screens: none,
      },
    },
  };
});

afterEach(() => {
  localStorage.clear();
  loads.en = loads.ja = loads.de = loads.jaScreens = 0;
  loads.failEn = false;
});

async function fresh() {
  vi.resetModules();
  return import('./index');
}

describe('i18n without a flash of raw keys', () => {
  it('ja-JP and en-US users load only their own catalog before the first render', async () => {
    localStorage.setItem('lang', 'en-US');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.t('common.ok')).toBe('EN-OK');
    expect(loads).toMatchObject({ en: 1, ja: 0, de: 0 });
    localStorage.setItem('lang', 'ja-JP');
    const again = await fresh();
    await again.initI18n();
    expect(again.t('common.ok')).toBe('JA-OK');
    expect(loads).toMatchObject({ en: 1, ja: 1, de: 0 });
  });

  it('a language that lacks a key has its fallbacks loaded before it is applied', async () => {
    localStorage.setItem('lang', 'de-DE');
    const i18n = await fresh();
    await i18n.initI18n();
    // The very first lookups already resolve through the chain: no raw key, no later change.
    expect(i18n.t('common.ok')).toBe('DE-OK');
    expect(i18n.t('common.cancel')).toBe('EN-Cancel');
    expect(i18n.t('common.close')).toBe('閉じる');
  });

  it('a language without a catalog shows its fallback at once', async () => {
    localStorage.setItem('lang', 'th-TH');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(i18n.t('common.cancel')).toBe('EN-Cancel');
  });

  it('when the chosen reference catalog cannot be loaded, its fallback is there before the first render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loads.failEn = true;
    localStorage.setItem('lang', 'en-US');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(loads.ja).toBe(1);
    expect(i18n.t('common.close')).toBe('閉じる');
  });

  it('the screens part follows the first note: its keys read as nothing until it is there, then re-render', async () => {
    localStorage.setItem('lang', 'ja-JP');
    const i18n = await fresh();
    await i18n.initI18n();
    expect(loads.jaScreens).toBe(0);
    const renders: number[] = [];
    const stop = i18n.subscribeLanguage(() => renders.push(1));
    expect(i18n.tDynamic('notifications.title')).toBe('');
    await vi.waitFor(() => expect(renders.length).toBeGreaterThan(0));
    expect(i18n.tDynamic('notifications.title')).toBe('JA-People');
    await i18n.loadScreenMessages();
    expect(loads.jaScreens).toBe(1);
    stop();
  });
});
