import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import type { SendOutcome, SendRequest } from '@/core/queue';
import { draftData } from '@/core/drafts/draft-fixtures.test-util';
import type { MentionRef } from '../rules/mentions';
import { emptyFormState, type FormState } from '../state/form-state';
import { describePostError, isDuplicatePostError } from './post-error';
import { submitNote, type SubmitDeps, type SubmitInput } from './submit-note';
import { probeItems, waitForUploads } from './wait-uploads';

describe('waitForUploads', () => {
  const run = (frames: Array<{ uploading: number; failed: number; pending: number }>) => {
    let i = 0;
    const sleep = vi.fn(async () => undefined);
    const result = waitForUploads(() => frames[Math.min(i++, frames.length - 1)]!, { sleep });
    return { result, sleep, checks: () => i };
  };

  it('goes at once when nothing is uploading', async () => {
    const r = run([{ uploading: 0, failed: 0, pending: 0 }]);
    expect(await r.result).toBe('ok');
    expect(r.sleep).not.toHaveBeenCalled();
  });

  it('polls every 200 ms while uploads are in progress', async () => {
    const r = run([{ uploading: 2, failed: 0, pending: 0 }, { uploading: 1, failed: 0, pending: 0 }, { uploading: 0, failed: 0, pending: 0 }]);
    expect(await r.result).toBe('ok');
    expect(r.sleep).toHaveBeenCalledTimes(2);
    expect(r.sleep).toHaveBeenCalledWith(200);
  });

  it('aborts on an upload failure', async () => {
    expect(await run([{ uploading: 1, failed: 0, pending: 0 }, { uploading: 0, failed: 1, pending: 0 }]).result).toBe('failed');
  });

  it('stops waiting for pending items after 15 checks with no upload in progress', async () => {
    const r = run([{ uploading: 0, failed: 0, pending: 1 }]);
    expect(await r.result).toBe('ok');
    expect(r.checks()).toBe(15);
  });

  it('an upload in progress resets the idle count', async () => {
    const frames = [...Array(10).fill({ uploading: 0, failed: 0, pending: 1 }), { uploading: 1, failed: 0, pending: 0 }, ...Array(20).fill({ uploading: 0, failed: 0, pending: 1 })];
    const r = run(frames);
    expect(await r.result).toBe('ok');
    expect(r.checks()).toBe(26);
  });

  it('counts items', () => {
    expect(probeItems([{ state: 'uploading' }, { state: 'done' }, { state: 'failed' }, { state: 'preparing' }])).toEqual({ uploading: 1, failed: 1, pending: 1 });
  });
});

describe('post errors', () => {
  it('shows the message and the id', () => {
    const e = new ApiError('server', 'notes/create', 'No such reply target.', 400, { code: 'NO_SUCH_REPLY_TARGET', message: 'No such reply target.', id: '749ee0f6' });
    expect(describePostError(e)).toContain('No such reply target.');
    expect(describePostError(e)).toContain('749ee0f6');
  });

  it('a duplicate error shows the duplicate-post message', () => {
    const e = new ApiError('server', 'notes/create', 'dup', 400, { code: 'DUPLICATED_POST', message: 'dup', id: 'x' });
    expect(isDuplicatePostError(e)).toBe(true);
    expect(describePostError(e)).toMatch(/重複した投稿が検出されました|duplicate/i);
  });
});

function input(state: Partial<FormState> = {}, patch: Partial<SubmitInput> = {}): SubmitInput {
  return {
    state: { ...emptyFormState(), text: 'hi', ...state },
    preset: null,
    replyId: null,
    channelId: null,
    scope: { restrictions: {} },
    meId: 'me',
    localHost: 'local.example',
    poster: { origin: 'https://local.example', token: 't', userId: 'me' },
    draftKey: 'note',
    draftData: draftData({ text: 'hi' }),
    ...patch,
  };
}

function deps(outcome: SendOutcome = { kind: 'sent', result: { createdNote: { id: 'n1' } } }, patch: Partial<SubmitDeps> = {}) {
  const sent: SendRequest[] = [];
  const d: SubmitDeps = {
    waitUploads: async () => 'ok',
    probe: () => ({ uploading: 0, failed: 0, pending: 0 }),
    files: () => [],
    confirmQuote: vi.fn(async () => true),
    confirmMiniSilence: vi.fn(async () => true),
    resolveMentions: vi.fn(async (m: MentionRef[]) => m.map((x) => `id-${x.username}`)),
    send: async (req) => {
      sent.push(req);
      return outcome;
    },
    ...patch,
  };
  return { d, sent };
}

describe('submitNote', () => {
  it('sends the payload with the poster credentials and draft data', async () => {
    const { d, sent } = deps();
    const r = await submitNote(input({ showHashtags: true, hashtags: 'tag' }), d);
    expect(r.kind).toBe('posted');
    expect(sent[0]).toMatchObject({ endpoint: 'notes/create', token: 't', origin: 'https://local.example', userId: 'me', draftKey: 'note', data: { text: 'hi #tag', visibility: 'public', localOnly: false } });
    expect(r.kind === 'posted' && r.hashtags).toEqual(['tag']);
  });

  it('a preset button decides visibility and local-only; restrictions still step it down', async () => {
    const { d, sent } = deps();
    await submitNote(input({}, { preset: { visibility: 'public', localOnly: true }, scope: { restrictions: { blockPostPublic: true } } }), d);
    expect(sent[0]!.data).toMatchObject({ visibility: 'home', localOnly: true });
  });

  it('specified: mentioned users join the recipients', async () => {
    const { d, sent } = deps();
    await submitNote(input({ text: '@bob @zoe@remote.example hi', visibility: 'specified', visibleUsers: [{ id: 'u1', username: 'x', host: null }] }), d);
    expect(sent[0]!.data).toMatchObject({ visibility: 'specified', localOnly: false, visibleUserIds: ['u1', 'id-bob', 'id-zoe'] });
  });

  it('a single own reference may become a quote', async () => {
    const { d, sent } = deps();
    await submitNote(input({ references: [{ id: 'r1', userId: 'me' }] }), d);
    expect(d.confirmQuote).toHaveBeenCalled();
    expect(sent[0]!.data).toMatchObject({ renoteId: 'r1' });
    expect(sent[0]!.data.referenceIds).toBeUndefined();
  });

  it('mini-silenced: canceled confirmation sends nothing; confirmed sends home with isWeb', async () => {
    const no = deps(undefined, { confirmMiniSilence: vi.fn(async () => false) });
    expect((await submitNote(input({}, { scope: { restrictions: { isMiniSilenced: true } } }), no.d)).kind).toBe('canceled');
    expect(no.sent).toHaveLength(0);
    const yes = deps();
    await submitNote(input({}, { scope: { restrictions: { isMiniSilenced: true } } }), yes.d);
    expect(yes.sent[0]!.data).toMatchObject({ visibility: 'home', isWeb: true });
  });

  it('stops on upload failure and on an invalid poll', async () => {
    expect((await submitNote(input(), deps(undefined, { waitUploads: async () => 'failed' }).d)).kind).toBe('uploadFailed');
    expect((await submitNote(input({ poll: { choices: ['', ''], multiple: false, expiresAt: null, expiredAfter: null } }), deps().d)).kind).toBe('invalidPoll');
  });

  it('a specified note without recipients is not sent', async () => {
    const { d, sent } = deps();
    expect((await submitNote(input({ visibility: 'specified', text: 'nobody' }), d)).kind).toBe('needsRecipients');
    expect(sent).toHaveLength(0);
    expect((await submitNote(input({ visibility: 'specified', text: 'to the author' }, { replyId: 'r' }), d)).kind).toBe('posted');
  });

  it('passes queued, failed and duplicate outcomes through', async () => {
    expect((await submitNote(input(), deps({ kind: 'duplicate' }).d)).kind).toBe('duplicate');
    expect((await submitNote(input(), deps({ kind: 'failed', error: new Error('x') }).d)).kind).toBe('failed');
  });
});
