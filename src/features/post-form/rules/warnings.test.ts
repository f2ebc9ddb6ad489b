import { describe, expect, it, vi } from 'vitest';
import * as mentions from './mentions';
import { postWarnings } from './warnings';

const base = { text: '', useCw: false, cw: '', visibility: 'public' as const, isReply: false, recipients: [], localHost: 'example.com' };

describe('postWarnings in a long post', () => {
  it('looks for mentions (an MFM parse of the whole text) only for a specified note', () => {
    const spy = vi.spyOn(mentions, 'extractMentions');
    const long = '@alice これは長い投稿です。 '.repeat(150);
    for (const visibility of ['public', 'home', 'followers'] as const) postWarnings({ ...base, text: long, visibility });
    expect(spy).not.toHaveBeenCalled();
    const w = postWarnings({ ...base, text: long, visibility: 'specified' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(w.mentionedNotRecipients.map((m) => m.acct)).toEqual(['@alice']);
    expect(w.needsRecipients).toBe(false);
    spy.mockRestore();
  });

  it('finds no mention in a text without an @ (no parse needed), and still asks for recipients', () => {
    expect(mentions.extractMentions('no mentions here '.repeat(200))).toEqual([]);
    expect(postWarnings({ ...base, text: 'hi', visibility: 'specified' }).needsRecipients).toBe(true);
  });
});
