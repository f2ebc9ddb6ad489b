import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import { call, testInstance, tokenOf, userNamed } from '../../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';
import { getSetting } from '@/core/settings';
import { DrivePickerDialog } from './index';
import { renderWith } from './rooms.test-util';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://picker.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('drive picker: folder mode and the folder preference per kind', () => {
  it('picks a folder, remembers it for banners, and opens there next time', async () => {
    const carol = userNamed(instance, 'carol');
    startSession({ id: carol.id, token: tokenOf('carol'), origin: ORIGIN, username: 'carol', isAdmin: false, isModerator: false });
    const outer = (await call(instance, 'drive/folders/create', { name: 'Banners' }, 'carol')).body as { id: string };
    const inner = (await call(instance, 'drive/folders/create', { name: 'Wide', parentId: outer.id }, 'carol')).body as { id: string };
    let picked: unknown = undefined;
    const first = renderWith(new QueryClient(), () => <DrivePickerDialog mode="folder" kind="banner" onSelectFolder={(f) => (picked = f)} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: /Banners/ }, { timeout: 4000 }));
    fireEvent.click(await screen.findByRole('button', { name: /Wide/ }, { timeout: 4000 }));
    await waitFor(() => expect(screen.getByRole('button', { name: '/ Wide' }).getAttribute('aria-current')).toBe('location'));
    fireEvent.click(screen.getByRole('button', { name: 'このフォルダーを選ぶ' }));
    expect(picked).toMatchObject({ id: inner.id, name: 'Wide' });
    expect(getSetting('driveFolderBanner')).toBe(inner.id);
    expect(getSetting('driveFolderAvatar')).toBeNull();
    first.unmount();

    renderWith(new QueryClient(), () => <DrivePickerDialog mode="folder" kind="banner" onClose={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '/ Wide' }).getAttribute('aria-current')).toBe('location'), { timeout: 4000 });
    expect(screen.getByRole('button', { name: '/ Banners' })).toBeTruthy();
  });
});
