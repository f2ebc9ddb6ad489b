/**
 * Renders the app icons in public/ from public/favicon.svg with Chromium (run once after the icon
 * changes: `npx tsx build/render-icons.ts`). Maskable icons get the safe-zone padding the platform
 * crops into a circle or squircle.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const SIZES: Array<{ file: string; size: number; maskable: boolean }> = [
  { file: 'public/icon-192.png', size: 192, maskable: false },
  { file: 'public/icon-512.png', size: 512, maskable: false },
  { file: 'public/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'public/apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, maskable } of SIZES) {
  await page.setViewportSize({ width: size, height: size });
  // Maskable: a full-bleed background and the mark inside the central 80 % safe zone.
  const inner = maskable ? svg.replace('rx="14"', 'rx="0"').replace('<path ', '<path transform="translate(6.4 6.4) scale(0.8)" ') : svg;
  await page.setContent(`<html><body style="margin:0;background:transparent">${inner.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
