import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/core/accounts/session';
import type { DriveFile } from '@/core/entities/drive-file';
import { AdminFilePage } from './AdminFilePage';
import { driveFileQuery } from './drive-queries';
import { fixture, ORIGIN, renderWith, testQueryClient } from './rooms.test-util';

describe('AdminFilePage', () => {
  it('shows a recorded file to a moderator', async () => {
    startSession({ id: 'mod000000001', token: 't', origin: ORIGIN, username: 'bob', isAdmin: false, isModerator: true });
    const file = fixture<DriveFile>('drive-files-show.json');
    const qc = testQueryClient();
    qc.setQueryData(driveFileQuery(file.id).queryKey, file);
    renderWith(qc, () => <AdminFilePage fileId={file.id} />);
    expect(await screen.findByRole('heading', { name: file.name })).toBeTruthy();
    expect(screen.getByText(file.type)).toBeTruthy();
  });
});
