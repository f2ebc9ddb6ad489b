import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { kvGet } from '@/core/db/kv-store';
import { editorDraftKey, useEditorDraft } from './use-editor-draft';

const INITIAL = { name: 'server name', extra: 1 };

describe('useEditorDraft', () => {
  it('keeps typed input through a remount (a reload) and forgets it after clear or discard', async () => {
    startSession({ id: 'u1', token: 't', origin: 'http://draft.test', username: 'carol', isAdmin: false, isModerator: false });
    const first = renderHook(() => useEditorDraft('page', 'p1', INITIAL));
    await waitFor(() => expect(first.result.current.value).toEqual(INITIAL));
    expect(first.result.current.restored).toBe(false);
    act(() => first.result.current.update((v) => ({ ...v, name: 'typed' })));
    await waitFor(async () => expect(await kvGet(editorDraftKey('page', 'p1'))).toMatchObject({ value: { name: 'typed', extra: 1 } }));
    first.unmount();

    const second = renderHook(() => useEditorDraft('page', 'p1', INITIAL));
    await waitFor(() => expect(second.result.current.value).toEqual({ name: 'typed', extra: 1 }));
    expect(second.result.current.restored).toBe(true);
    act(() => second.result.current.discard());
    expect(second.result.current.value).toEqual(INITIAL);
    await waitFor(async () => expect(await kvGet(editorDraftKey('page', 'p1'))).toBeUndefined());
    second.unmount();

    const other = renderHook(() => useEditorDraft('page', 'p2', undefined as typeof INITIAL | undefined));
    expect(other.result.current.value).toBeUndefined();
  });
  it('keys drafts by server, account, kind and object', () => {
    startSession({ id: 'u9', token: 't', origin: 'http://a.test', username: 'x', isAdmin: false, isModerator: false });
    expect(editorDraftKey('antenna', 'new')).toBe('editorDraft:http://a.test:u9:antenna:new');
  });
});
