/** Generated SVG images: custom emoji, twemoji stand-ins, placeholders. */

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emojiSvg(name: string, hue: number): string {
  const letter = escapeXml((name.replace(/^blob|^neko/, '')[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `<circle cx="64" cy="64" r="60" fill="hsl(${hue},70%,60%)"/>` +
    `<text x="64" y="84" font-size="60" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">${letter}</text></svg>`;
}

/** A stand-in for a twemoji file: the emoji drawn as text. */
export function twemojiSvg(codepoints: string): string {
  let text = '?';
  try {
    text = String.fromCodePoint(...codepoints.split('-').map((cp) => parseInt(cp, 16)));
  } catch {
    // keep '?'
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36">` +
    `<text x="18" y="29" font-size="28" text-anchor="middle">${escapeXml(text)}</text></svg>`;
}

export function placeholderSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200">` +
    `<rect width="320" height="200" fill="#d9dde3"/><text x="160" y="108" font-size="18" font-family="sans-serif" text-anchor="middle" fill="#6b7280">${escapeXml(label)}</text></svg>`;
}
