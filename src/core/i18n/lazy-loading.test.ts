import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ de: 0 }));

vi.mock('@/locales/base/de-DE', () => {
  loaded.de++;
  return { base: { common: { ok: 'DE-OK' } } };
});

// A deliberately incomplete en-US lets the last fallback (ja-JP) show through.
vi.mock('@/locales/base/en-US', () => ({ enUSBase: { common: { ok: 'EN-OK', cancel: 'EN-Cancel' } } }));

describe('lazy locale loading and fallback order', () => {
  it('loads a locale chunk only when it is selected', async () => {
    const i18n = await import('./index');
    await i18n.initI18n();
    expect(loaded.de).toBe(0);
    await i18n.setLanguage('de-DE');
    expect(loaded.de).toBe(1);
    await i18n.setLanguage('ja-JP');
    await i18n.setLanguage('de-DE');
    expect(loaded.de).toBe(1);
  });

  it('looks up current → en-US → ja-JP', async () => {
    const i18n = await import('./index');
    await i18n.setLanguage('de-DE');
    expect(i18n.t('common.ok')).toBe('DE-OK');
    expect(i18n.t('common.cancel')).toBe('EN-Cancel');
    expect(i18n.t('common.close')).toBe('閉じる');
  });
});
