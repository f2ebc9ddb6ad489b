/** Generated SVG images: identicons, custom emoji, twemoji stand-ins, placeholders. */
import { hashString } from '../../instance/prng';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function identiconSvg(seed: string): string {
  const h = hashString(seed);
  const hue = h % 360;
  const cells: string[] = [];
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((hashString(`${seed}:${x}:${y}`) & 1) === 0) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) cells.push(`<rect x="${cx * 20 + 10}" y="${y * 20 + 10}" width="20" height="20"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">` +
    `<rect width="120" height="120" fill="hsl(${hue},45%,92%)"/><g fill="hsl(${hue},60%,45%)">${cells.join('')}</g></svg>`;
}

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
