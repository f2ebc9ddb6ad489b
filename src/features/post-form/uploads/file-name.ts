/** File name rules: the filename prompt (spec section 5) and names for pasted files. Pure. */

/** Characters a file name may not contain (spec section 5, Filename prompt). */
const FORBIDDEN = /[\\/:*?"<>|]/g;

/** The extension with its dot ('.png'), or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot);
  return /^\.[A-Za-z0-9]{1,10}$/.test(ext) ? ext : '';
}

/**
 * What the user typed in the filename prompt, made valid: lowercased, the characters
 * \ / : * ? " < > | removed, the original file's extension appended (not doubled when typed).
 * Null when nothing is left: an empty name is refused and the upload rejected.
 */
export function normalizeFileName(input: string, originalName: string): string | null {
  let base = input.toLowerCase().replace(FORBIDDEN, '').trim();
  const ext = extensionOf(originalName).toLowerCase();
  if (ext && base.endsWith(ext)) base = base.slice(0, -ext.length).trim();
  if (base === '' || /^\.+$/.test(base)) return null;
  return `${base}${ext}`;
}

/** The name without its extension, for prefilling the prompt. */
export function baseNameOf(name: string): string {
  const ext = extensionOf(name);
  return ext ? name.slice(0, -ext.length) : name;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Fills the `pastedFileName` pattern: yyyy, yy, MM, M, dd, d, HH, H, mm, m, ss, s (local time) and
 * {{number}} (1-based index of the pasted item). One pass, so replaced text is never re-read.
 */
export function formatPastedFileName(pattern: string, date: Date, number: number): string {
  const tokens: Record<string, () => string> = {
    yyyy: () => String(date.getFullYear()),
    yy: () => String(date.getFullYear()).slice(-2),
    MM: () => pad(date.getMonth() + 1),
    M: () => String(date.getMonth() + 1),
    dd: () => pad(date.getDate()),
    d: () => String(date.getDate()),
    HH: () => pad(date.getHours()),
    H: () => String(date.getHours()),
    mm: () => pad(date.getMinutes()),
    m: () => String(date.getMinutes()),
    ss: () => pad(date.getSeconds()),
    s: () => String(date.getSeconds()),
    '{{number}}': () => String(number),
  };
  return pattern.replace(/\{\{number\}\}|yyyy|yy|MM|M|dd|d|HH|H|mm|m|ss|s/g, (token) => tokens[token]?.() ?? token);
}

const TYPE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
};

/** An extension for a MIME type ('png' for image/png); '' when unknown. */
export function extensionForType(type: string): string {
  if (TYPE_EXTENSIONS[type]) return TYPE_EXTENSIONS[type];
  const sub = /^[a-z]+\/([a-z0-9]+)$/i.exec(type)?.[1];
  return sub ? sub.toLowerCase() : '';
}

/** The name a pasted file gets from the `pastedFileName` pattern. */
export function pastedFileName(pattern: string, date: Date, number: number, type: string): string {
  const base = formatPastedFileName(pattern, date, number).replace(FORBIDDEN, '').trim() || 'pasted';
  const ext = extensionForType(type);
  return ext ? `${base}.${ext}` : base;
}
