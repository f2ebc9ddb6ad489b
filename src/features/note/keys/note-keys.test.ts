import { describe, expect, it } from 'vitest';
import { noteKeyAction, type NoteKeyInput } from './note-keys';

const key = (k: string, over: Partial<NoteKeyInput> = {}): NoteKeyInput => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, repeat: false, onNote: true, ...over });

describe('noteKeyAction', () => {
  it.each([
    ['r replies', key('r'), 'reply'],
    ['e reacts', key('e'), 'react'],
    ['a reacts', key('a'), 'react'],
    ['+ reacts', key('+'), 'react'],
    ['q renotes', key('q'), 'renote'],
    ['Enter opens', key('Enter'), 'open'],
    ['o opens', key('o'), 'open'],
    ['m opens the menu', key('m'), 'menu'],
    ['j moves on', key('j'), 'next'],
    ['ArrowDown moves on', key('ArrowDown'), 'next'],
    ['k moves back', key('k'), 'previous'],
    ['ArrowUp moves back', key('ArrowUp'), 'previous'],
    ['Escape leaves', key('Escape'), 'leave'],
    ['r from a button in the note', key('r', { onNote: false }), 'reply'],
    ['Enter on a button in the note is the button’s', key('Enter', { onNote: false }), null],
    ['arrows on a control in the note are the control’s', key('ArrowDown', { onNote: false }), null],
    ['ctrl+r is the browser’s', key('r', { ctrlKey: true }), null],
    ['alt+e', key('e', { altKey: true }), null],
    ['a held r replies once', key('r', { repeat: true }), null],
    ['a held j keeps moving', key('j', { repeat: true }), 'next'],
    ['R (shift) is not r', key('R'), null],
    ['other keys', key('x'), null],
  ] as const)('%s', (_n, input, expected) => expect(noteKeyAction(input)).toBe(expected));
});
