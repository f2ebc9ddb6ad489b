/**
 * Font choices (spec section 3: about 36, including random). Every font with a freely licensed
 * package is served from this client's own files: the CSS in ./font-faces (made by
 * font-faces/subset.mjs from the @fontsource package: weight 400, only the latin and Japanese
 * unicode-range slices, woff2 only) is imported when the font is chosen, and the browser then
 * fetches only the slices the page's text needs. The few fonts with no free package (the
 * operating systems' own fonts) and the generic families are declared system fonts: a CSS name
 * with a fallback, shown as such in the picker.
 */
export interface FontChoice {
  id: string;
  /** Shown in the list (a font name, not translated). */
  label: string;
  /** CSS font-family value (the font, then a fallback). */
  family: string;
  /** `local`: served by this client (has `load`); `system`: used only if the reader's device has it. */
  source: 'local' | 'system';
  /** Loads the font's CSS (and so, on use, its files) for fonts this client serves. */
  load?: () => Promise<unknown>;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans', 'Noto Sans JP', sans-serif";
const SERIF = "'Hiragino Mincho ProN', 'Yu Mincho', 'Noto Serif JP', serif";
const MONO = 'ui-monospace, monospace';

function local(id: string, label: string, fallback: string, load: () => Promise<unknown>): FontChoice {
  return { id, label, family: `'${label}', ${fallback}`, source: 'local', load };
}

function system(id: string, label: string, family: string): FontChoice {
  return { id, label, family, source: 'system' };
}

export const FONT_CHOICES: readonly FontChoice[] = [
  // Served by this client (Latin)
  local('inter', 'Inter', SANS, () => import('./font-faces/inter.css')),
  local('atkinson-hyperlegible', 'Atkinson Hyperlegible', SANS, () => import('./font-faces/atkinson-hyperlegible.css')),
  local('opendyslexic', 'OpenDyslexic', SANS, () => import('./font-faces/opendyslexic.css')),
  local('comic-neue', 'Comic Neue', SANS, () => import('./font-faces/comic-neue.css')),
  local('noto-sans', 'Noto Sans', SANS, () => import('./font-faces/noto-sans.css')),
  local('ibm-plex-sans', 'IBM Plex Sans', SANS, () => import('./font-faces/ibm-plex-sans.css')),
  local('ubuntu', 'Ubuntu', SANS, () => import('./font-faces/ubuntu.css')),
  local('cantarell', 'Cantarell', SANS, () => import('./font-faces/cantarell.css')),
  local('dejavu-sans', 'DejaVu Sans', SANS, () => import('./font-faces/dejavu-sans.css')),
  local('arimo', 'Arimo', SANS, () => import('./font-faces/arimo.css')),
  local('tinos', 'Tinos', SERIF, () => import('./font-faces/tinos.css')),
  local('jetbrains-mono', 'JetBrains Mono', MONO, () => import('./font-faces/jetbrains-mono.css')),
  // Served by this client (Japanese, with Latin)
  local('noto-sans-jp', 'Noto Sans JP', SANS, () => import('./font-faces/noto-sans-jp.css')),
  local('noto-serif-jp', 'Noto Serif JP', SERIF, () => import('./font-faces/noto-serif-jp.css')),
  local('m-plus-1p', 'M PLUS 1p', SANS, () => import('./font-faces/m-plus-1p.css')),
  local('m-plus-rounded-1c', 'M PLUS Rounded 1c', SANS, () => import('./font-faces/m-plus-rounded-1c.css')),
  local('kosugi', 'Kosugi', SANS, () => import('./font-faces/kosugi.css')),
  local('kosugi-maru', 'Kosugi Maru', SANS, () => import('./font-faces/kosugi-maru.css')),
  local('zen-kaku-gothic-new', 'Zen Kaku Gothic New', SANS, () => import('./font-faces/zen-kaku-gothic-new.css')),
  local('zen-maru-gothic', 'Zen Maru Gothic', SANS, () => import('./font-faces/zen-maru-gothic.css')),
  local('biz-udpgothic', 'BIZ UDPGothic', SANS, () => import('./font-faces/biz-udpgothic.css')),
  local('sawarabi-gothic', 'Sawarabi Gothic', SANS, () => import('./font-faces/sawarabi-gothic.css')),
  local('kiwi-maru', 'Kiwi Maru', SERIF, () => import('./font-faces/kiwi-maru.css')),
  local('shippori-mincho', 'Shippori Mincho', SERIF, () => import('./font-faces/shippori-mincho.css')),
  local('klee-one', 'Klee One', SANS, () => import('./font-faces/klee-one.css')),
  local('yomogi', 'Yomogi', SANS, () => import('./font-faces/yomogi.css')),
  local('hachi-maru-pop', 'Hachi Maru Pop', SANS, () => import('./font-faces/hachi-maru-pop.css')),
  local('dotgothic16', 'DotGothic16', SANS, () => import('./font-faces/dotgothic16.css')),
  // The reader's system fonts (no free package: shown only where the device has them)
  system('system-ui', 'System UI', SANS),
  system('sans-serif', 'Sans-serif', 'sans-serif'),
  system('serif', 'Serif', 'serif'),
  system('monospace', 'Monospace', MONO),
  system('hiragino-sans', 'Hiragino Sans', `'Hiragino Sans', 'Hiragino Kaku Gothic ProN', ${SANS}`),
  system('hiragino-mincho', 'Hiragino Mincho', `'Hiragino Mincho ProN', ${SERIF}`),
  system('yu-gothic', 'Yu Gothic', `'Yu Gothic UI', 'Yu Gothic', YuGothic, ${SANS}`),
  system('yu-mincho', 'Yu Mincho', `'Yu Mincho', YuMincho, ${SERIF}`),
  system('meiryo', 'Meiryo', `Meiryo, ${SANS}`),
];

export const RANDOM_FONT_ID = 'random';

/** Ids of earlier choices that now name a served font of the same design or metrics. */
const RENAMED: Readonly<Record<string, string>> = {
  arial: 'arimo',
  helvetica: 'arimo',
  'liberation-sans': 'arimo',
  times: 'tinos',
  'source-han-sans': 'noto-sans-jp',
  consolas: 'jetbrains-mono',
  menlo: 'jetbrains-mono',
  courier: 'jetbrains-mono',
  'ms-gothic': 'monospace',
  rounded: 'm-plus-rounded-1c',
  'hiragino-maru-gothic': 'm-plus-rounded-1c',
};

/** The fonts `random` picks from: the ones this client serves. */
export const SERVED_FONTS: readonly FontChoice[] = FONT_CHOICES.filter((f) => f.source === 'local');

/** The choice for a setting value; `random` picks one of the fonts this client serves. */
export function resolveFontChoice(id: string | null, random: () => number = Math.random): FontChoice | null {
  if (!id) return null;
  if (id === RANDOM_FONT_ID) return SERVED_FONTS[Math.floor(random() * SERVED_FONTS.length)] ?? null;
  const wanted = RENAMED[id] ?? id;
  return FONT_CHOICES.find((f) => f.id === wanted) ?? null;
}
