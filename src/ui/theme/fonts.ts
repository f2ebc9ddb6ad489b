/**
 * Font choices (spec section 3: about 36, including random). Six families are served from this
 * client's own files (@fontsource packages, one weight, subset by unicode-range, loaded only when
 * chosen); the others name fonts the reader's system may have, with a generic fallback.
 */
export interface FontChoice {
  id: string;
  /** Shown in the list (a font name, not translated). */
  label: string;
  /** CSS font-family value. */
  family: string;
  /** Loads the font's CSS (and so its files) for fonts this client serves. */
  load?: () => Promise<unknown>;
}

const SANS = "system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans', 'Noto Sans JP', sans-serif";

export const FONT_CHOICES: readonly FontChoice[] = [
  // Served by this client
  { id: 'inter', label: 'Inter', family: `'Inter', ${SANS}`, load: () => import('@fontsource/inter/400.css') },
  { id: 'atkinson-hyperlegible', label: 'Atkinson Hyperlegible', family: `'Atkinson Hyperlegible', ${SANS}`, load: () => import('@fontsource/atkinson-hyperlegible/400.css') },
  { id: 'comic-neue', label: 'Comic Neue', family: `'Comic Neue', ${SANS}`, load: () => import('@fontsource/comic-neue/400.css') },
  { id: 'm-plus-rounded-1c', label: 'M PLUS Rounded 1c', family: `'M PLUS Rounded 1c', ${SANS}`, load: () => import('@fontsource/m-plus-rounded-1c/400.css') },
  { id: 'kosugi-maru', label: 'Kosugi Maru', family: `'Kosugi Maru', ${SANS}`, load: () => import('@fontsource/kosugi-maru/400.css') },
  { id: 'dotgothic16', label: 'DotGothic16', family: `'DotGothic16', ${SANS}`, load: () => import('@fontsource/dotgothic16/400.css') },
  // The reader's system fonts
  { id: 'system-ui', label: 'System UI', family: SANS },
  { id: 'sans-serif', label: 'Sans-serif', family: 'sans-serif' },
  { id: 'serif', label: 'Serif', family: 'serif' },
  { id: 'monospace', label: 'Monospace', family: 'ui-monospace, monospace' },
  { id: 'rounded', label: 'Rounded', family: `ui-rounded, 'Hiragino Maru Gothic ProN', 'Arial Rounded MT Bold', ${SANS}` },
  { id: 'cursive', label: 'Cursive', family: 'cursive' },
  { id: 'hiragino-sans', label: 'Hiragino Sans', family: `'Hiragino Sans', 'Hiragino Kaku Gothic ProN', ${SANS}` },
  { id: 'hiragino-maru-gothic', label: 'Hiragino Maru Gothic', family: `'Hiragino Maru Gothic ProN', ${SANS}` },
  { id: 'hiragino-mincho', label: 'Hiragino Mincho', family: "'Hiragino Mincho ProN', serif" },
  { id: 'yu-gothic', label: 'Yu Gothic', family: `'Yu Gothic UI', 'Yu Gothic', YuGothic, ${SANS}` },
  { id: 'yu-mincho', label: 'Yu Mincho', family: "'Yu Mincho', YuMincho, serif" },
  { id: 'meiryo', label: 'Meiryo', family: `Meiryo, ${SANS}` },
  { id: 'ms-gothic', label: 'MS Gothic', family: "'MS Gothic', monospace" },
  { id: 'noto-sans-jp', label: 'Noto Sans JP', family: `'Noto Sans JP', 'Noto Sans CJK JP', ${SANS}` },
  { id: 'noto-serif-jp', label: 'Noto Serif JP', family: "'Noto Serif JP', 'Noto Serif CJK JP', serif" },
  { id: 'source-han-sans', label: 'Source Han Sans', family: `'Source Han Sans JP', 'Source Han Sans', ${SANS}` },
  { id: 'segoe-ui', label: 'Segoe UI', family: `'Segoe UI', ${SANS}` },
  { id: 'helvetica', label: 'Helvetica', family: "'Helvetica Neue', Helvetica, Arial, sans-serif" },
  { id: 'arial', label: 'Arial', family: 'Arial, sans-serif' },
  { id: 'verdana', label: 'Verdana', family: 'Verdana, sans-serif' },
  { id: 'trebuchet', label: 'Trebuchet MS', family: "'Trebuchet MS', sans-serif" },
  { id: 'georgia', label: 'Georgia', family: 'Georgia, serif' },
  { id: 'times', label: 'Times New Roman', family: "'Times New Roman', Times, serif" },
  { id: 'courier', label: 'Courier New', family: "'Courier New', Courier, monospace" },
  { id: 'consolas', label: 'Consolas', family: 'Consolas, monospace' },
  { id: 'menlo', label: 'Menlo', family: 'Menlo, monospace' },
  { id: 'ubuntu', label: 'Ubuntu', family: `Ubuntu, ${SANS}` },
  { id: 'cantarell', label: 'Cantarell', family: `Cantarell, ${SANS}` },
  { id: 'dejavu-sans', label: 'DejaVu Sans', family: `'DejaVu Sans', ${SANS}` },
  { id: 'liberation-sans', label: 'Liberation Sans', family: `'Liberation Sans', Arial, ${SANS}` },
];

export const RANDOM_FONT_ID = 'random';

/** The choice for a setting value; `random` picks one of the fonts this client serves. */
export function resolveFontChoice(id: string | null, random: () => number = Math.random): FontChoice | null {
  if (!id) return null;
  if (id === RANDOM_FONT_ID) {
    const served = FONT_CHOICES.filter((f) => f.load);
    return served[Math.floor(random() * served.length)] ?? null;
  }
  return FONT_CHOICES.find((f) => f.id === id) ?? null;
}
