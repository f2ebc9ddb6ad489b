import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { t } from '@/core/i18n';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { AttachButton } from './AttachButton';
import { driveFile, pngFile } from './fake-deps.test-util';
import { renamePasted, usePasteAndDrop } from './use-paste-and-drop';
import type { Uploads } from './use-uploads';

function fakeUploads(): Uploads {
  return {
    items: [],
    busy: false,
    add: vi.fn(),
    addFromDrive: vi.fn(),
    addFromUrl: vi.fn(async () => undefined),
    retry: vi.fn(),
    remove: vi.fn(),
    setSensitive: vi.fn(async () => undefined),
    setComment: vi.fn(async () => undefined),
    restore: vi.fn(),
    clear: vi.fn(),
    doneFiles: () => [],
  };
}

function mount(uploads: Uploads) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AttachButton uploads={uploads} />
      <DialogHost />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession({ id: 'u', token: 't', origin: 'http://localhost:3000', username: 'carol', isAdmin: false, isModerator: false });
});

describe('AttachButton', () => {
  it('opens a menu with device, drive and URL; Escape closes it', async () => {
    const user = userEvent.setup();
    mount(fakeUploads());
    await user.click(screen.getByRole('button', { name: t('upload.attach') }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([t('upload.fromDevice'), t('upload.fromDrive'), t('upload.fromUrl')]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('files chosen in the file input are added', () => {
    const uploads = fakeUploads();
    mount(uploads);
    const input = screen.getByTestId('upload-file-input') as HTMLInputElement;
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [pngFile('a.png'), pngFile('b.png')] } });
    expect(uploads.add).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
  });

  it('asks for a URL and hands it to addFromUrl', async () => {
    const user = userEvent.setup();
    const uploads = fakeUploads();
    mount(uploads);
    await user.click(screen.getByRole('button', { name: t('upload.attach') }));
    await user.click(screen.getByRole('menuitem', { name: t('upload.fromUrl') }));
    await user.type(screen.getByRole('textbox', { name: t('upload.fromUrl') }), 'https://images.example/cat.png{Enter}');
    expect(uploads.addFromUrl).toHaveBeenCalledWith('https://images.example/cat.png');
  });

  it('the drive picker lists folders and files and attaches the chosen ones', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const params = JSON.parse(String(init.body)) as { folderId: string | null };
      if (url.endsWith('/api/drive/folders')) return Response.json(params.folderId ? [] : [{ id: 'fo1', name: 'Cats', parentId: null }]);
      return Response.json(params.folderId === 'fo1' ? [driveFile('inner')] : [driveFile('root1'), driveFile('root2')]);
    });
    vi.stubGlobal('fetch', fetchMock);
    const uploads = fakeUploads();
    mount(uploads);
    await user.click(screen.getByRole('button', { name: t('upload.attach') }));
    await user.click(screen.getByRole('menuitem', { name: t('upload.fromDrive') }));
    const dialog = screen.getByRole('dialog', { name: t('upload.drivePickerTitle') });
    await user.click(await within(dialog).findByRole('button', { name: /root2\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: /Cats/ }));
    await user.click(await within(dialog).findByRole('button', { name: /inner\.png/ }));
    await user.click(within(dialog).getByRole('button', { name: t('upload.attachSelected', { n: 2 }) }));
    expect(uploads.addFromDrive).toHaveBeenCalledWith([expect.objectContaining({ id: 'root2' }), expect.objectContaining({ id: 'inner' })]);
    expect(screen.queryByRole('dialog', { name: t('upload.drivePickerTitle') })).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('paste and drop', () => {
  it('names pasted files from the pastedFileName pattern', () => {
    const [file] = renamePasted([new File(['x'], 'image.png', { type: 'image/png' })], 'yyyy-MM-dd [{{number}}]', new Date(2023, 0, 2, 3, 4, 5));
    expect(file?.name).toBe('2023-01-02 [1].png');
    expect(file?.type).toBe('image/png');
  });

  it('pasted files and dropped files go to add; plain text pastes are left alone', () => {
    const uploads = fakeUploads();
    function Target() {
      const handlers = usePasteAndDrop(uploads);
      return <textarea aria-label="text" {...handlers} />;
    }
    render(<Target />);
    const area = screen.getByRole('textbox', { name: 'text' });
    const file = pngFile('clip.png');
    fireEvent.paste(area, { clipboardData: { items: [{ kind: 'file', getAsFile: () => file }] } });
    expect(uploads.add).toHaveBeenCalledTimes(1);
    expect((uploads.add as unknown as { mock: { calls: File[][][] } }).mock.calls[0]![0]![0]!.name).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2} \[1\]\.png$/);
    fireEvent.paste(area, { clipboardData: { items: [{ kind: 'string', getAsFile: () => null }] } });
    expect(uploads.add).toHaveBeenCalledTimes(1);
    fireEvent.drop(area, { dataTransfer: { files: [pngFile('dropped.png')], types: ['Files'] } });
    expect(uploads.add).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'dropped.png' })]);
  });
});
