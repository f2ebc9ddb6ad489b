import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import { testInstance, tokenOf, userNamed } from '../../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';
import { renderWith } from '../drive/rooms.test-util';
import { ChannelEditPage, ChannelNewPage } from './ChannelEditPage';

// These render whole screens against the mock instance: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://channels.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function signInAs(username: string) {
  const user = userNamed(instance, username);
  startSession({ id: user.id, token: tokenOf(username), origin: ORIGIN, username, isAdmin: false, isModerator: false });
  return user;
}
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const channelsNamed = (name: string) => [...instance.state.channels.values()].filter((c) => c.name === name);

describe('channel editor against the mock instance', () => {
  it('creates a channel, refusing an empty name first', async () => {
    const carol = signInAs('carol');
    const { router } = renderWith(client(), () => <ChannelNewPage />);
    const name = await screen.findByRole('textbox', { name: '名前' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.submit(name.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('名前を入力してください');
    fireEvent.change(name, { target: { value: 'Editor test' } });
    fireEvent.change(screen.getByRole('textbox', { name: '説明' }), { target: { value: 'about **things**' } });
    fireEvent.submit(name.closest('form')!);
    await waitFor(() => expect(channelsNamed('Editor test')).toHaveLength(1));
    expect(channelsNamed('Editor test')[0]).toMatchObject({ userId: carol.id, description: 'about **things**', isArchived: false });
    // The save ends by opening the new channel: wait for it (the test must not end with the save still running).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/channels/${channelsNamed('Editor test')[0]!.id}`));
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });

  it('edits the owner’s channel: pins and archive; others may not edit', async () => {
    signInAs('alice');
    const lounge = instance.state.seeded['channel.lounge'] as string;
    const note = [...instance.state.notes.values()].find((n) => n.channelId === lounge && !instance.state.channels.get(lounge)!.pinnedNoteIds.includes(n.id))!;
    const { router } = renderWith(client(), () => <ChannelEditPage channelId={lounge} />);
    const pinned = await screen.findByRole('textbox', { name: 'ピン留めするノート' }, { timeout: 4000 });
    fireEvent.change(pinned, { target: { value: `https://x.example/notes/${note.id}` } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'アーカイブする' }));
    fireEvent.submit(pinned.closest('form')!);
    await waitFor(() => expect(instance.state.channels.get(lounge)).toMatchObject({ isArchived: true, pinnedNoteIds: [note.id] }));
    // The save ends by opening the channel: wait for it (the test must not end with the save still running).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/channels/${lounge}`));
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });

  it('tells a non-owner they cannot edit', async () => {
    signInAs('carol');
    renderWith(client(), () => <ChannelEditPage channelId={instance.state.seeded['channel.localOnly'] as string} />);
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe('このチャンネルを編集できるのは管理者だけです');
  });
});
