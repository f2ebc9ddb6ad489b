import { describe, expect, it } from 'vitest';
import { translateIn } from '@/core/i18n';
import { enUS } from '@/locales/en-US';
import { jaJP } from '@/locales/ja-JP';
import { buildCatalogue, SETTINGS_CATALOGUE, type CatalogueEntry } from './catalogue';
import { PAGE_ITEMS } from './items';
import { SETTINGS_PAGES } from './pages';
import { searchSettings } from './search';

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}
const en = (key: string, vars?: Record<string, string | number>) => (lookup(enUS, key) ?? key).replace(/\{(\w+)\}/g, (_, n: string) => String(vars?.[n] ?? ''));
const ja = (key: string) => lookup(jaJP, key) ?? key;

const catalogue: CatalogueEntry[] = [
  { page: 'word-mute', anchor: null, labelKey: 'settingsScreens.pages.wordMute' },
  { page: 'word-mute', anchor: 'soft', labelKey: 'settingsScreens.wordMute.soft' },
  { page: 'mute-block', anchor: null, labelKey: 'settingsScreens.pages.muteBlock' },
  { page: 'instance-mute', anchor: null, labelKey: 'settingsScreens.pages.instanceMute' },
  { page: 'general', anchor: 'data-saver', labelKey: 'settingsScreens.general.dataSaver' },
];

describe('searchSettings', () => {
  it('finds every label containing the query, case-insensitively, prefix matches first', () => {
    const hits = searchSettings('MUTE', catalogue, en);
    expect(hits.map((h) => h.label)).toEqual(['Mute and block', 'Word mute', 'Soft mute', 'Server mute']);
    expect(hits[1]).toMatchObject({ page: 'word-mute', anchor: null });
    expect(hits[2]).toMatchObject({ page: 'word-mute', anchor: 'soft' });
  });

  it('needs every word of the query and ignores extra spaces', () => {
    expect(searchSettings('  word   mute ', catalogue, en).map((h) => h.label)).toEqual(['Word mute']);
    expect(searchSettings('mute saver', catalogue, en)).toEqual([]);
  });

  it('returns nothing for an empty query and respects the limit', () => {
    expect(searchSettings('   ', catalogue, en)).toEqual([]);
    expect(searchSettings('m', catalogue, en, 2)).toHaveLength(2);
  });

  it('searches in the current language (full-width input is normalised)', () => {
    expect(searchSettings('ワードミュート', catalogue, ja).map((h) => h.page)).toEqual(['word-mute']);
    expect(searchSettings('ＭＵＴＥ', catalogue, en)).toHaveLength(4);
  });

  it('drops duplicate entries', () => {
    expect(searchSettings('word', [...catalogue, catalogue[0]!], en)).toHaveLength(1);
  });
});

describe('the settings catalogue', () => {
  it('lists every page, every declarative item and resolves every label in both complete languages', () => {
    expect(SETTINGS_CATALOGUE).toEqual(buildCatalogue());
    for (const page of SETTINGS_PAGES) expect(SETTINGS_CATALOGUE).toContainEqual({ page: page.id, anchor: null, labelKey: page.titleKey });
    for (const [page, items] of Object.entries(PAGE_ITEMS)) {
      for (const item of items) expect(SETTINGS_CATALOGUE).toContainEqual({ page, anchor: item.anchor, labelKey: item.labelKey });
    }
    for (const entry of SETTINGS_CATALOGUE) {
      expect(lookup(jaJP, entry.labelKey), entry.labelKey).toBeTypeOf('string');
      expect(lookup(enUS, entry.labelKey), entry.labelKey).toBeTypeOf('string');
    }
  });

  it('has unique anchors within each declarative page', () => {
    for (const items of Object.values(PAGE_ITEMS)) {
      const anchors = items.map((i) => i.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });

  it('finds "word mute" by "mute" in English with the real translator', () => {
    const hits = searchSettings('mute', SETTINGS_CATALOGUE, (key, vars) => translateIn('en-US', key, vars));
    expect(hits.some((h) => h.page === 'word-mute' && h.anchor === null && h.label === 'Word mute')).toBe(true);
  });
});
