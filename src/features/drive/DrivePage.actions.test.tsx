import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import type { UploadedFile } from '../../../mocks/instance';
import { call, testInstance, tokenOf, userNamed } from '../../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';
import { DrivePage } from './DrivePage';
import { renderWith } from './rooms.test-util';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://drive.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const png = (name: string): UploadedFile => ({ field: 'file', name, type: 'image/png', data: new Uint8Array(64).fill(3) });
const upload = (name: string, folderId: string) =>
  instance.handle({ endpoint: 'drive/files/create', params: { folderId }, token: tokenOf('carol'), files: [png(name)], stringParams: true });

describe('drive actions against the mock instance', () => {
  it('moves selected files through the folder picker and deletes others', async () => {
    const carol = userNamed(instance, 'carol');
    startSession({ id: carol.id, token: tokenOf('carol'), origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    const box = (await call(instance, 'drive/folders/create', { name: 'Box' }, 'carol')).body as { id: string };
    const target = (await call(instance, 'drive/folders/create', { name: 'Target', parentId: box.id }, 'carol')).body as { id: string };
    for (const n of ['a.png', 'b.png', 'c.png']) expect((await upload(n, box.id)).status).toBe(200);

    renderWith(new QueryClient({ defaultOptions: { queries: { retry: false } } }), () => <DrivePage folderId={box.id} />);
    const files = () => screen.getByRole('list', { name: 'ファイル' });
    await waitFor(() => expect(within(files()).getAllByRole('listitem')).toHaveLength(3), { timeout: 5000 });
    expect(screen.getByText('Box', { selector: '[aria-current="location"]' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'a.pngを選択' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'b.pngを選択' }));
    fireEvent.click(screen.getByRole('button', { name: '移動' }));
    const picker = await screen.findByRole('dialog', { name: '移動先のフォルダー' });
    fireEvent.click(await within(picker).findByRole('button', { name: /Box/ }, { timeout: 4000 }));
    fireEvent.click(await within(picker).findByRole('button', { name: /Target/ }, { timeout: 4000 }));
    await waitFor(() => expect(within(picker).getByRole('button', { name: '/ Target' }).getAttribute('aria-current')).toBe('location'));
    fireEvent.click(within(picker).getByRole('button', { name: 'このフォルダーを選ぶ' }));
    await waitFor(() => expect(within(files()).getAllByRole('listitem')).toHaveLength(1), { timeout: 5000 });
    const inTarget = [...instance.state.files.values()].filter((f) => f.folderId === target.id).map((f) => f.name).sort();
    expect(inTarget).toEqual(['a.png', 'b.png']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'c.pngを選択' }));
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '削除' }));
    fireEvent.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: 'はい' }));
    await waitFor(() => expect(within(files()).queryAllByRole('listitem')).toHaveLength(0), { timeout: 5000 });
    expect([...instance.state.files.values()].some((f) => f.name === 'c.png')).toBe(false);
  });

  it('uploads a batch of more files than a note may carry (20) into the open folder', async () => {
    const carol = userNamed(instance, 'carol');
    startSession({ id: carol.id, token: tokenOf('carol'), origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    const batch = (await call(instance, 'drive/folders/create', { name: 'Batch' }, 'carol')).body as { id: string };
    renderWith(new QueryClient({ defaultOptions: { queries: { retry: false } } }), () => <DrivePage folderId={batch.id} />);
    const input = await screen.findByTestId('drive-file-input');
    const picked = Array.from({ length: 20 }, (_, i) => new File([new Uint8Array([1, 2, 3, i])], `batch-${i}.bin`, { type: 'application/octet-stream' }));
    fireEvent.change(input, { target: { files: picked } });
    await waitFor(() => expect([...instance.state.files.values()].filter((f) => f.folderId === batch.id)).toHaveLength(20), { timeout: 15_000 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'ファイル' })).getAllByRole('listitem')).toHaveLength(20), { timeout: 5000 });
  });
});
