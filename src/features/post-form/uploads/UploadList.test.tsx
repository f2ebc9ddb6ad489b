import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@/core/i18n';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { driveFile, fakeDeps, flush, pngFile } from './fake-deps.test-util';
import { UploadList } from './UploadList';
import type { UploadDeps } from './upload-deps';
import { useUploads, type Uploads } from './use-uploads';

function mount(deps: UploadDeps) {
  const handle: { current: Uploads | null } = { current: null };
  function Harness() {
    const uploads = useUploads({ folderId: null }, deps);
    handle.current = uploads;
    return <UploadList uploads={uploads} />;
  }
  render(
    <>
      <Harness />
      <DialogHost />
    </>,
  );
  return () => handle.current!;
}

describe('UploadList with useUploads', () => {
  it('renders nothing while empty', () => {
    mount(fakeDeps().deps);
    expect(screen.queryByTestId('upload-list')).toBeNull();
  });

  it('shows a progress bar per file, then the thumbnail, and the n/16 counter', async () => {
    const { deps, pending } = fakeDeps();
    const uploads = mount(deps);
    await act(async () => {
      uploads().add([pngFile('a.png'), pngFile('b.png')]);
      await flush();
    });
    const bars = screen.getAllByRole('progressbar');
    expect(bars).toHaveLength(2);
    expect(uploads().busy).toBe(true);
    act(() => pending[0]!.onProgress(0.42));
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByTestId('upload-counter').textContent).toBe('2/16');
    await act(async () => {
      pending[0]!.resolve(driveFile('s1', { name: 'a.png' }));
      pending[1]!.resolve(driveFile('s2', { name: 'b.png' }));
      await flush();
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['https://files.example/thumb-s1.webp', 'https://files.example/thumb-s2.webp']);
    expect(uploads().busy).toBe(false);
    expect(uploads().doneFiles().map((f) => f.id)).toEqual(['s1', 's2']);
  });

  it('shows a failure with its message; retry and remove work', async () => {
    const user = userEvent.setup();
    const { deps, pending } = fakeDeps();
    const uploads = mount(deps);
    await act(async () => {
      uploads().add([pngFile('a.png')]);
      await flush();
    });
    await act(async () => {
      pending[0]!.reject(new Error('boom'));
      await flush();
    });
    expect(screen.getByRole('alert').textContent).toBe('boom');
    await user.click(screen.getByRole('button', { name: t('upload.retry') }));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('upload.removeFile', { name: 'a.png' }) }));
    expect(screen.queryByTestId('upload-list')).toBeNull();
  });

  it('toggles sensitive and edits the alt text of a done file', async () => {
    const user = userEvent.setup();
    const { deps } = fakeDeps();
    const uploads = mount(deps);
    act(() => uploads().addFromDrive([driveFile('d1')]));
    const row = screen.getByTestId('upload-item');
    await user.click(within(row).getByRole('button', { name: t('upload.markSensitive') }));
    expect(deps.updateFile).toHaveBeenCalledWith('d1', { isSensitive: true });
    expect(within(row).getByRole('button', { name: t('upload.unmarkSensitive') }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(row).getByRole('button', { name: t('upload.editAltText') }));
    const input = screen.getByRole('textbox', { name: t('upload.altTextTitle') });
    await user.type(input, 'A cat{Enter}');
    expect(deps.updateFile).toHaveBeenCalledWith('d1', { comment: 'A cat' });
    expect(await screen.findByRole('img', { name: 'A cat' })).toBeTruthy();
  });

  it('never renders a non-http thumbnail', () => {
    const { deps } = fakeDeps();
    const uploads = mount(deps);
    act(() => uploads().addFromDrive([driveFile('x', { thumbnailUrl: 'javascript:alert(1)' })]));
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.body.innerHTML).not.toContain('javascript:');
  });
});
