// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTE_LAYOUT_VARS, applyNoteLayout } from './note-layout';

describe('the note row’s layout values', () => {
  it('are set on the app’s root as the custom properties Note.module.css reads, each of them', () => {
    const root = document.createElement('div');
    applyNoteLayout(root);
    expect(root.style.getPropertyValue('--note-pad-y')).toBe('14px');
    expect(root.style.getPropertyValue('--note-header-font')).toBe('0.95em');
    expect(root.style.getPropertyValue('--note-line-height')).toBe('1.5');
    const names = NOTE_LAYOUT_VARS.split(';').map((d) => d.slice(0, d.indexOf(':')));
    expect(names).toHaveLength(18);
    for (const name of names) expect(root.style.getPropertyValue(name)).not.toBe('');
    // Note.module.css reads each of them, and no other of its kind.
    const css = readFileSync(resolve(__dirname, 'Note.module.css'), 'utf8');
    const read = new Set(Array.from(css.matchAll(/var\((--note-[a-z-]+)\)/g), (m) => m[1]));
    expect([...read].sort()).toEqual([...names].sort());
  });
});
