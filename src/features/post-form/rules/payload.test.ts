import { describe, expect, it } from 'vitest';
import { acceptedReactionChoice, buildNotePayload, type PayloadInput } from './payload';
import { parsePreset, postButtons, slotForKey } from './post-buttons';

const base: PayloadInput = {
  text: 'hello',
  useCw: false,
  cw: null,
  visibility: 'public',
  localOnly: false,
  visibleUserIds: [],
  ccUserIds: [],
  inheritCc: false,
  fileIds: [],
  poll: null,
  replyId: null,
  quoteId: null,
  channelId: null,
  referenceIds: [],
  webFlag: false,
};

describe('note create payload', () => {
  it('a plain note', () => {
    expect(buildNotePayload(base)).toEqual({ text: 'hello', visibility: 'public', localOnly: false });
  });

  it('every field of the spec', () => {
    expect(
      buildNotePayload({
        ...base,
        useCw: true,
        cw: '',
        visibility: 'specified',
        visibleUserIds: ['u1'],
        ccUserIds: ['u2'],
        inheritCc: true,
        fileIds: ['f1'],
        poll: { choices: ['a', 'b'], multiple: false, expiredAfter: 3600000 },
        replyId: 'r',
        quoteId: 'q',
        channelId: 'c',
        referenceIds: ['x'],
        webFlag: true,
      }),
    ).toEqual({
      text: 'hello',
      cw: 'CW',
      visibility: 'specified',
      localOnly: false,
      visibleUserIds: ['u1'],
      ccUserIds: ['u2'],
      inheritCc: true,
      fileIds: ['f1'],
      poll: { choices: ['a', 'b'], multiple: false, expiredAfter: 3600000 },
      replyId: 'r',
      renoteId: 'q',
      channelId: 'c',
      referenceIds: ['x'],
      isWeb: true,
    });
  });

  it('omits empty text and recipients outside specified', () => {
    expect(buildNotePayload({ ...base, text: '  ', quoteId: 'q', visibleUserIds: ['u'], ccUserIds: ['c'] })).toEqual({ renoteId: 'q', visibility: 'public', localOnly: false });
  });
});

describe('post buttons', () => {
  it('parses presets, l- meaning local only', () => {
    expect(parsePreset('l-public')).toEqual({ visibility: 'public', localOnly: true });
    expect(parsePreset('followers')).toEqual({ visibility: 'followers', localOnly: false });
  });

  it('lists the main button and the enabled ones', () => {
    const list = postButtons([
      { enabled: true, visibility: 'home' },
      { enabled: false, visibility: 'l-public' },
      { enabled: true, visibility: 'specified' },
      { enabled: true, visibility: 'l-home' },
    ]);
    expect(list.map((b) => [b.slot, b.presetName, b.shortcut])).toEqual([
      [1, null, 'Ctrl+Enter'],
      [2, 'home', 'Ctrl+Shift+Enter'],
      [4, 'specified', 'Alt+Shift+Enter'],
      [5, 'l-home', 'Ctrl+Alt+Enter'],
    ]);
  });

  it.each<[Partial<KeyboardEventInit>, number | null]>([
    [{ ctrlKey: true }, 1],
    [{ metaKey: true }, 1],
    [{ ctrlKey: true, shiftKey: true }, 2],
    [{ altKey: true }, 3],
    [{ altKey: true, shiftKey: true }, 4],
    [{ ctrlKey: true, altKey: true }, 5],
    [{}, null],
    [{ shiftKey: true }, null],
    [{ ctrlKey: true, altKey: true, shiftKey: true }, null],
  ])('Enter with %j → %s', (mods, slot) => {
    expect(slotForKey({ key: 'Enter', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })).toBe(slot);
  });
});

describe('reactionAcceptance in the payload (Misskey 13.10+)', () => {
  it('is sent when chosen and taken by the server, never otherwise', () => {
    const takes = ['likeOnly', 'likeOnlyForRemote'];
    expect(buildNotePayload({ ...base, reactionAcceptance: acceptedReactionChoice('likeOnly', takes) })).toMatchObject({ reactionAcceptance: 'likeOnly' });
    expect(buildNotePayload({ ...base, reactionAcceptance: acceptedReactionChoice('nonSensitiveOnly', takes) })).not.toHaveProperty('reactionAcceptance');
    expect(buildNotePayload({ ...base, reactionAcceptance: acceptedReactionChoice('likeOnly', []) })).not.toHaveProperty('reactionAcceptance');
    expect(buildNotePayload({ ...base, reactionAcceptance: acceptedReactionChoice(null, takes) })).not.toHaveProperty('reactionAcceptance');
  });
});
