import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import type { UploadItem } from '@/features/post-form';
import { fakeLayout, renderWith, signIn, testQueryClient } from '../drive/rooms.test-util';
import { Composer, type ComposerSend } from './Composer';

/** The composer's one upload, driven by the test. */
const upload = {
  item: null as UploadItem | null,
  listeners: new Set<() => void>(),
  set(item: UploadItem | null) {
    this.item = item;
    for (const l of this.listeners) l();
  },
};

vi.mock('@/features/post-form', () => ({
  // The composer's suggestions are tested with the post form's autocomplete.
  Autocomplete: () => null,
  useUploads: () => {
    const item = useSyncExternalStore(
      (l) => {
        upload.listeners.add(l);
        return () => upload.listeners.delete(l);
      },
      () => upload.item,
    );
    return { items: item ? [item] : [], busy: item?.state === 'uploading', add: vi.fn(), clear: () => upload.set(null) };
  },
}));

const file = { id: 'f1', name: 'cat.png', type: 'image/png' } as DriveFile;

beforeAll(() => fakeLayout());
beforeEach(() => {
  signIn();
  upload.set({ id: 'u1', name: 'cat.png', progress: 0.3, state: 'uploading' });
});

async function typeAndPressEnter(onSend: (m: ComposerSend) => Promise<boolean>, text: string) {
  renderWith(testQueryClient(), () => <Composer draftKey={`test:${text}`} onSend={onSend} onTyping={() => undefined} />);
  const box = await screen.findByRole('textbox');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box;
}

describe('the chat composer while its file uploads', () => {
  it('sends the message with the file once the upload is done, and says it will', async () => {
    const onSend = vi.fn(async (_m: ComposerSend) => true);
    const box = await typeAndPressEnter(onSend, 'look at this');
    expect((await screen.findByRole('status')).textContent).toBe('アップロードが終わったら送信します');
    expect(onSend).not.toHaveBeenCalled();
    act(() => upload.set({ id: 'u1', name: 'cat.png', progress: 1, state: 'done', file }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ text: 'look at this', file }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the message when the upload fails, and sends nothing', async () => {
    const onSend = vi.fn(async (_m: ComposerSend) => true);
    const box = await typeAndPressEnter(onSend, 'will it go');
    await screen.findByRole('status');
    act(() => upload.set({ id: 'u1', name: 'cat.png', progress: 0.5, state: 'failed', error: 'Upload failed' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Upload failed');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(onSend).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('will it go');
  });
});
