import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DriveFile } from '@/core/entities/drive-file';
import type { Note } from '@/core/entities/note';
import { stopStream } from '@/core/stream/stream-instance';
import { DrivePage } from './DrivePage';
import { attachedNotesQuery, driveCapacityQuery, driveFileQuery, driveFilesQuery, driveFoldersQuery } from './drive-queries';
import { FileDetailDialog } from './FileDetailDialog';
import { connectionId, fakeStream, fixture, renderWith, signIn, testQueryClient } from './rooms.test-util';
import type { DriveCapacity, DriveFolder } from './types';

const files = fixture<DriveFile[]>('drive-files.json');
const streamFiles = fixture<DriveFile[]>('drive-stream.json');
const folders = fixture<DriveFolder[]>('drive-folders.json');
const capacity = fixture<DriveCapacity>('drive.json');

function prefilled() {
  const qc = testQueryClient();
  qc.setQueryData(driveFoldersQuery(null).queryKey, folders);
  qc.setQueryData(driveFilesQuery(null).queryKey, { pages: [files.filter((f) => f.folderId == null)], pageParams: [null] });
  qc.setQueryData(driveCapacityQuery().queryKey, capacity);
  return qc;
}

beforeEach(() => signIn());
afterEach(() => stopStream());

describe('DrivePage with recorded answers', () => {
  it('shows folders, files, capacity; selecting shows the selection actions', async () => {
    const qc = prefilled();
    renderWith(qc, () => <DrivePage folderId={null} />);
    expect(await screen.findByText('Fixture folder')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'ファイル' });
    const rootFiles = files.filter((f) => f.folderId == null);
    expect(within(list).getAllByRole('listitem')).toHaveLength(rootFiles.length);
    expect(screen.getByTestId('drive-capacity').textContent).toMatch(/%/);
    fireEvent.click(screen.getByRole('checkbox', { name: `${rootFiles[0]!.name}を選択` }));
    expect(screen.getByRole('toolbar').textContent).toContain('1件選択中');
  });

  it('patches the list from the drive channel (created, updated, deleted)', async () => {
    const ws = await fakeStream();
    const qc = prefilled();
    renderWith(qc, () => <DrivePage folderId={null} />);
    await screen.findByText('Fixture folder');
    await waitFor(() => expect(connectionId(ws, 'drive')).not.toBeNull());
    const id = connectionId(ws, 'drive')!;
    const created = { ...streamFiles[0]!, id: 'newfile00001', name: 'streamed.png', folderId: null };
    act(() => ws.push({ type: 'channel', body: { id, type: 'fileCreated', body: created } }));
    expect(await screen.findByText('streamed.png')).toBeTruthy();
    act(() => ws.push({ type: 'channel', body: { id, type: 'fileUpdated', body: { ...created, name: 'renamed.png' } } }));
    expect(await screen.findByText('renamed.png')).toBeTruthy();
    act(() => ws.push({ type: 'channel', body: { id, type: 'fileDeleted', body: created.id } }));
    await waitFor(() => expect(screen.queryByText('renamed.png')).toBeNull());
    act(() => ws.push({ type: 'channel', body: { id, type: 'folderCreated', body: { id: 'folder000002', name: 'Live folder', parentId: null } } }));
    expect(await screen.findByText('Live folder')).toBeTruthy();
  });

  it('renders the files of drive/stream in the list view', async () => {
    const qc = testQueryClient();
    qc.setQueryData(driveFoldersQuery(null).queryKey, []);
    qc.setQueryData(driveFilesQuery(null).queryKey, { pages: [streamFiles], pageParams: [null] });
    renderWith(qc, () => <DrivePage folderId={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'リスト表示' }));
    for (const f of streamFiles) expect(screen.getAllByText(f.name).length).toBeGreaterThan(0);
  });
});

describe('FileDetailDialog', () => {
  it('shows a recorded file with its attached notes', async () => {
    const file = fixture<DriveFile>('drive-files-show.json');
    const notes = fixture<Note[]>('drive-files-attached-notes.json');
    const qc = testQueryClient();
    qc.setQueryData(driveFileQuery(file.id).queryKey, file);
    qc.setQueryData(attachedNotesQuery(file.id).queryKey, notes);
    renderWith(qc, () => <FileDetailDialog file={file} onClose={() => undefined} />);
    expect(await screen.findByText(file.name)).toBeTruthy();
    expect(screen.getByText(file.type)).toBeTruthy();
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(notes.length);
  });
});
