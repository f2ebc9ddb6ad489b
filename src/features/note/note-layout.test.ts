// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyNoteLayout, noteLayoutVars } from './note-layout';

describe('the note row’s layout values', () => {
  it('are set on the app’s root as the custom properties Note.module.css reads, each of them', () => {
    const root = document.createElement('div');
    applyNoteLayout(root);
    expect(root.style.getPropertyValue('--note-pad-y')).toBe('14px');
    expect(root.style.getPropertyValue('--note-header-font')).toBe('0.95em');
    expect(root.style.getPropertyValue('--note-line-height')).toBe('1.5');
    const css = readFileSync(resolve(__dirname, 'Note.module.css'), 'utf8');
    for (const [name] of noteLayoutVars()) expect(css).toContain(`var(${name})`);
    // And Note.module.css reads no other of them.
    const read = new Set(Array.from(css.matchAll(/var\((--note-[a-z-]+)\)/g), (m) => m[1]));
    expect([...read].sort()).toEqual(noteLayoutVars().map(([name]) => name).sort());
  });
});
