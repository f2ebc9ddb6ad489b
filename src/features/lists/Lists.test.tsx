import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { AddToListDialog } from './AddToListDialog';
import { ListPage } from './ListPage';
import { ListsPage } from './ListsPage';

describe('lists on recorded payloads', () => {
  it('lists users-lists-list.json', async () => {
    serveFixtures({ 'users/lists/list': 'users-lists-list.json' });
    const [list] = fixture<Array<{ name: string }>>('users-lists-list.json');
    renderPage(() => <ListsPage />);
    expect(await screen.findByText(list!.name)).toBeTruthy();
  });
  it('shows users-lists-show.json with its members', async () => {
    const list = fixture<{ id: string; name: string }>('users-lists-show.json');
    const alice = fixture<{ username: string }>('users-show-alice-detailed.json');
    serveFixtures({ 'users/lists/show': 'users-lists-show.json', 'users/show': () => [fixture('users-show-alice-detailed.json')] });
    renderPage(() => <ListPage listId={list.id} />);
    expect(await screen.findByRole('heading', { name: list.name })).toBeTruthy();
    expect(await screen.findByText(`@${alice.username}`)).toBeTruthy();
  });
});

describe('AddToListDialog', () => {
  it('pushes a user into a list of users-lists-list.json and pulls them out', async () => {
    const [list] = fixture<Array<{ id: string; userIds: string[] }>>('users-lists-list.json');
    const member = list!.userIds[0]!;
    const spy = serveFixtures({ 'users/lists/list': 'users-lists-list.json', 'users/lists/pull': () => undefined, 'users/lists/push': () => undefined });
    renderPage(() => <AddToListDialog userId={member} onClose={() => undefined} />);
    const box = await screen.findByRole('checkbox');
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('users/lists/pull', { listId: list!.id, userId: member }));
    // The box is disabled while the change runs; wait until it is usable again (the pull and the lists refresh are done).
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(false));
  });
});
