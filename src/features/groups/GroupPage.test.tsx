import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import { testInstance, tokenOf, userNamed } from '../../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';
import { renderWith } from '../drive/rooms.test-util';
import { GroupPage } from './GroupPage';
import { GroupsPage } from './GroupsPage';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://groups.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signInAs(username: string) {
  const user = userNamed(instance, username);
  startSession({ id: user.id, token: tokenOf(username), origin: ORIGIN, username, isAdmin: false, isModerator: false });
  return user;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function confirm() {
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!;
  fireEvent.click(within(dialog).getByRole('button', { name: 'はい' }));
}

describe('groups against the mock instance', () => {
  it('lists owned and joined groups and pending invitations; accepting joins', async () => {
    signInAs('carol');
    renderWith(client(), () => <GroupsPage />);
    // (the capability check may re-mount the page once the server's endpoint list arrives: query afresh)
    const joined = () => screen.getByRole('region', { name: '参加しているグループ' });
    await waitFor(() => expect(within(joined()).getByText('Mock friends')).toBeTruthy(), { timeout: 5000 });
    const invitations = await screen.findByRole('region', { name: '招待' }, { timeout: 5000 });
    expect(within(invitations).getByText('Book club')).toBeTruthy();
    fireEvent.click(within(invitations).getByRole('button', { name: '参加する' }));
    await waitFor(() => expect(within(joined()).getByText('Book club')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: '招待' })).toBeNull();
  });

  it('lets the owner rename, remove a member and hand over the group', async () => {
    const alice = signInAs('alice');
    const groupId = instance.state.seeded['group.friends'] as string;
    renderWith(client(), () => <GroupPage groupId={groupId} />);
    await waitFor(() => expect(document.querySelector('[data-member="bob"]')).not.toBeNull(), { timeout: 5000 });
    await screen.findByRole('heading', { name: 'Mock friends' });

    fireEvent.click(screen.getByRole('button', { name: /名前を変更/ }));
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'Renamed friends' } });
    fireEvent.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: 'OK' }));
    await screen.findByRole('heading', { name: 'Renamed friends' });

    fireEvent.click(screen.getByRole('button', { name: 'bobをグループから外す' }));
    await confirm();
    await waitFor(() => expect(document.querySelector('[data-member="bob"]')).toBeNull());
    expect(instance.state.groups.get(groupId)!.userIds).not.toContain(userNamed(instance, 'bob').id);

    await waitFor(() => expect(document.querySelector('[data-member="carol"]')).not.toBeNull());
    const carolRow = document.querySelector('[data-member="carol"]') as HTMLElement;
    fireEvent.click(within(carolRow).getByRole('button', { name: 'オーナーを譲渡' }));
    await confirm();
    await waitFor(() => expect(instance.state.groups.get(groupId)!.ownerId).toBe(userNamed(instance, 'carol').id));
    // no longer the owner: only leaving is offered
    await screen.findByRole('button', { name: 'グループから抜ける' });
    expect(screen.queryByRole('button', { name: /招待する/ })).toBeNull();
    expect(alice.id).not.toBe(instance.state.groups.get(groupId)!.ownerId);
  });
});
