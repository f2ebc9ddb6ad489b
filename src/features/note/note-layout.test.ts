import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { noteLayoutCss } from '../../../build/note-layout-css';
import { NOTE_LAYOUT_VARS } from './note-layout';

const css = readFileSync(resolve(__dirname, 'Note.module.css'), 'utf8');
const names = NOTE_LAYOUT_VARS.split(';').map((d) => d.slice(0, d.indexOf(':')));

describe('the note row’s layout values', () => {
  it('are the custom properties Note.module.css reads, each of them and no other of its kind', () => {
    expect(names).toHaveLength(18);
    const read = new Set(Array.from(css.matchAll(/var\((--note-[a-z-]+)\)/g), (m) => m[1]));
    expect([...read].sort()).toEqual([...names].sort());
  });

  it('are written into the app’s CSS by the build: the row is drawn with note-layout.ts’s numbers', async () => {
    const built = (await postcss([noteLayoutCss()]).process(css, { from: undefined })).css;
    expect(built).not.toMatch(/var\(--note-(?!avatar-position)/);
    expect(built).toContain('.note { padding: 14px 16px;');
    expect(built).toContain('font-size: 0.95em');
    expect(built).toContain('line-height: 1.5;');
    // A property the table does not hold keeps its var() (the avatar's position, set per layout).
    expect(built).toContain('var(--note-avatar-position, sticky)');
  });
});
