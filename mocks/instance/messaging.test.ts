import { describe, expect, it } from 'vitest';
import type { MockEvent, MockInstance } from '../instance';
import { call, testInstance, userNamed } from '../test-utils/setup';

interface Message { id: string; text: string | null; userId: string; recipientId: string | null; groupId: string | null; isRead: boolean; reads: string[]; recipient?: unknown; group?: unknown }

function events(instance: MockInstance): MockEvent[] {
  const out: MockEvent[] = [];
  instance.events.on((e) => out.push(e));
  return out;
}

const flush = () => new Promise((r) => setTimeout(r, 20));
const me = async (instance: MockInstance, who: string) => (await call(instance, 'i', {}, who)).body as { hasUnreadMessagingMessage: boolean };

describe('messaging', () => {
  it('sends, lists, reads and deletes 1:1 messages with the stream and main events', async () => {
    const instance = testInstance();
    await instance.control('limits', { unreadMessageDelayMs: 0 });
    const seen = events(instance);
    const [dave, erin] = [userNamed(instance, 'dave'), userNamed(instance, 'erin')];
    expect((await me(instance, 'erin')).hasUnreadMessagingMessage).toBe(false);

    const sent = (await call(instance, 'messaging/messages/create', { userId: erin.id, text: 'hi erin' }, 'dave')).body as Message;
    expect(sent).toMatchObject({ text: 'hi erin', userId: dave.id, recipientId: erin.id, isRead: false, groupId: null, file: null, user: { username: 'dave' }, recipient: { username: 'erin' } });
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', stream: `messaging:${erin.id}-${dave.id}`, type: 'message' }));
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', stream: `messaging:${dave.id}-${erin.id}`, type: 'message' }));
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'stream', stream: `messagingIndex:${erin.id}`, type: 'message' }));
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'main', userId: erin.id, type: 'messagingMessage' }));
    await flush();
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'main', userId: erin.id, type: 'unreadMessagingMessage', body: expect.objectContaining({ id: sent.id }) }));
    expect((await me(instance, 'erin')).hasUnreadMessagingMessage).toBe(true);

    const history = (await call(instance, 'messaging/history', {}, 'erin')).body as Message[];
    expect(history[0]).toMatchObject({ id: sent.id });
    const list = (await call(instance, 'messaging/messages', { userId: dave.id, markAsRead: false }, 'erin')).body as Message[];
    expect(list.map((m) => m.id)).toEqual([sent.id]);
    expect(list[0]).not.toHaveProperty('recipient');

    expect((await call(instance, 'messaging/messages/read', { messageId: sent.id }, 'erin')).status).toBe(204);
    expect(seen).toContainEqual({ kind: 'stream', stream: `messaging:${dave.id}-${erin.id}`, type: 'read', body: [sent.id] });
    expect(seen).toContainEqual({ kind: 'main', userId: erin.id, type: 'readAllMessagingMessages', body: undefined });
    expect((await me(instance, 'erin')).hasUnreadMessagingMessage).toBe(false);

    expect((await call(instance, 'messaging/messages/delete', { messageId: sent.id }, 'erin')).body).toMatchObject({ error: { code: 'NO_SUCH_MESSAGE' } });
    expect((await call(instance, 'messaging/messages/delete', { messageId: sent.id }, 'dave')).status).toBe(204);
    expect(seen).toContainEqual({ kind: 'stream', stream: `messaging:${erin.id}-${dave.id}`, type: 'deleted', body: sent.id });
  });

  it('answers the real errors', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    expect((await call(instance, 'messaging/messages/create', { userId: dave.id, text: 'me' }, 'dave')).body).toMatchObject({ error: { code: 'RECIPIENT_IS_YOURSELF' } });
    expect((await call(instance, 'messaging/messages/create', { userId: userNamed(instance, 'erin').id }, 'dave')).body).toMatchObject({ error: { code: 'CONTENT_REQUIRED' } });
    const seeded = (await instance.control('seeded')).body as Record<string, string>;
    expect((await call(instance, 'messaging/messages', { groupId: seeded['group.friends'] }, 'dave')).body).toMatchObject({ error: { code: 'GROUP_ACCESS_DENIED' } });
    expect((await call(instance, 'messaging/messages/create', { groupId: seeded['group.friends'], text: 'x' }, 'dave')).body).toMatchObject({ error: { code: 'GROUP_ACCESS_DENIED', id: 'd96b3cca-5ad1-438b-ad8b-02f931308fbd' } });
  });

  it('seeds a carol–alice conversation and a group chat with unread messages for carol', async () => {
    const instance = testInstance();
    const [alice] = [userNamed(instance, 'alice')];
    const seeded = (await instance.control('seeded')).body as Record<string, string>;
    expect((await me(instance, 'carol')).hasUnreadMessagingMessage).toBe(true);
    const users = (await call(instance, 'messaging/history', {}, 'carol')).body as Message[];
    expect(users[0]).toMatchObject({ id: seeded['message.carolAliceLatest'], userId: alice.id, isRead: false });
    const groups = (await call(instance, 'messaging/history', { group: true }, 'carol')).body as Message[];
    expect(groups[0]).toMatchObject({ groupId: seeded['group.friends'], group: { name: 'Mock friends' } });
    await call(instance, 'messaging/messages', { userId: alice.id }, 'carol');
    await call(instance, 'messaging/messages', { groupId: seeded['group.friends'] }, 'carol');
    expect((await me(instance, 'carol')).hasUnreadMessagingMessage).toBe(false);
  });
});

describe('read-all endpoints', () => {
  it('i/read-all-messaging-messages clears every chat; i/read-all-unread-notes sends both read-all events', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const carol = userNamed(instance, 'carol');
    expect((await call(instance, 'i/read-all-messaging-messages', {}, 'carol')).status).toBe(204);
    expect((await me(instance, 'carol')).hasUnreadMessagingMessage).toBe(false);
    expect(seen).toContainEqual({ kind: 'main', userId: carol.id, type: 'readAllMessagingMessages', body: undefined });
    await call(instance, 'notes/create', { text: '@carol read me' }, 'dave');
    expect(((await call(instance, 'i', {}, 'carol')).body as { hasUnreadMentions: boolean }).hasUnreadMentions).toBe(true);
    expect((await call(instance, 'i/read-all-unread-notes', {}, 'carol')).status).toBe(204);
    expect(((await call(instance, 'i', {}, 'carol')).body as { hasUnreadMentions: boolean }).hasUnreadMentions).toBe(false);
    expect(seen).toContainEqual({ kind: 'main', userId: carol.id, type: 'readAllUnreadMentions', body: undefined });
    expect(seen).toContainEqual({ kind: 'main', userId: carol.id, type: 'readAllUnreadSpecifiedNotes', body: undefined });
  });
});

describe('user groups', () => {
  it('invites, accepts, rejects, transfers, pulls and leaves', async () => {
    const instance = testInstance();
    const seen = events(instance);
    const [dave, erin, judy] = ['dave', 'erin', 'judy'].map((u) => userNamed(instance, u)) as [ReturnType<typeof userNamed>, ReturnType<typeof userNamed>, ReturnType<typeof userNamed>];
    const group = (await call(instance, 'users/groups/create', { name: 'Testers' }, 'dave')).body as { id: string; ownerId: string; userIds: string[] };
    expect(group).toMatchObject({ name: 'Testers', ownerId: dave.id, userIds: [dave.id] });

    expect((await call(instance, 'users/groups/invite', { groupId: group.id, userId: erin.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'users/groups/invite', { groupId: group.id, userId: erin.id }, 'dave')).body).toMatchObject({ error: { code: 'ALREADY_INVITED' } });
    expect((await call(instance, 'users/groups/invite', { groupId: group.id, userId: erin.id }, 'erin')).body).toMatchObject({ error: { code: 'NO_SUCH_GROUP' } });
    expect(seen).toContainEqual(expect.objectContaining({ kind: 'main', userId: erin.id, type: 'notification', body: expect.objectContaining({ type: 'groupInvited' }) }));
    const notifs = (await call(instance, 'i/notifications', { includeTypes: ['groupInvited'], markAsRead: false }, 'erin')).body as Array<{ invitation: { id: string; group: { id: string } }; user: { id: string } }>;
    expect(notifs[0]).toMatchObject({ invitation: { group: { id: group.id, name: 'Testers' } }, user: { id: dave.id } });
    const invites = (await call(instance, 'i/user-group-invites', {}, 'erin')).body as Array<{ id: string; group: { id: string } }>;
    expect(invites).toEqual([{ id: notifs[0]?.invitation.id, group: expect.objectContaining({ id: group.id }) }]);

    expect((await call(instance, 'users/groups/invitations/accept', { invitationId: invites[0]?.id }, 'judy')).body).toMatchObject({ error: { code: 'NO_SUCH_INVITATION' } });
    expect((await call(instance, 'users/groups/invitations/accept', { invitationId: invites[0]?.id }, 'erin')).status).toBe(204);
    expect(((await call(instance, 'users/groups/joined', {}, 'erin')).body as Array<{ id: string }>).map((g) => g.id)).toContain(group.id);
    expect((await call(instance, 'users/groups/invite', { groupId: group.id, userId: erin.id }, 'dave')).body).toMatchObject({ error: { code: 'ALREADY_ADDED' } });

    await call(instance, 'users/groups/invite', { groupId: group.id, userId: judy.id }, 'dave');
    const judyInvite = ((await call(instance, 'i/user-group-invites', {}, 'judy')).body as Array<{ id: string }>)[0];
    expect((await call(instance, 'users/groups/invitations/reject', { invitationId: judyInvite?.id }, 'judy')).status).toBe(204);
    expect((await call(instance, 'users/groups/show', { groupId: group.id }, 'judy')).body).toMatchObject({ error: { code: 'NO_SUCH_GROUP' } });

    expect((await call(instance, 'users/groups/update', { groupId: group.id, name: 'Renamed' }, 'dave')).body).toMatchObject({ name: 'Renamed' });
    expect((await call(instance, 'users/groups/transfer', { groupId: group.id, userId: judy.id }, 'dave')).body).toMatchObject({ error: { code: 'NO_SUCH_GROUP_MEMBER' } });
    expect((await call(instance, 'users/groups/transfer', { groupId: group.id, userId: erin.id }, 'dave')).body).toMatchObject({ ownerId: erin.id });
    expect((await call(instance, 'users/groups/leave', { groupId: group.id }, 'erin')).body).toMatchObject({ error: { code: 'YOU_ARE_OWNER' } });
    expect((await call(instance, 'users/groups/pull', { groupId: group.id, userId: erin.id }, 'erin')).body).toMatchObject({ error: { code: 'IS_OWNER' } });
    expect((await call(instance, 'users/groups/leave', { groupId: group.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'users/groups/show', { groupId: group.id }, 'erin')).body).toMatchObject({ userIds: [erin.id] });
    expect(((await call(instance, 'users/groups/owned', {}, 'erin')).body as Array<{ id: string }>).map((g) => g.id)).toEqual([group.id]);
    expect((await call(instance, 'users/groups/delete', { groupId: group.id }, 'erin')).status).toBe(204);
  });

  it('seeds a pending invitation for carol (notified, unread)', async () => {
    const instance = testInstance();
    const seeded = (await instance.control('seeded')).body as Record<string, string>;
    const invites = (await call(instance, 'i/user-group-invites', {}, 'carol')).body as Array<{ id: string; group: { name: string } }>;
    expect(invites).toEqual([{ id: seeded['invitation.carolBookClub'], group: expect.objectContaining({ name: 'Book club' }) }]);
    const unread = (await call(instance, 'i/notifications', { unreadOnly: true, markAsRead: false, limit: 100 }, 'carol')).body as Array<{ type: string }>;
    expect(unread.some((n) => n.type === 'groupInvited')).toBe(true);
    expect((await call(instance, 'users/groups/invitations/accept', { invitationId: seeded['invitation.carolBookClub'] }, 'carol')).status).toBe(204);
    expect(((await call(instance, 'users/groups/joined', {}, 'carol')).body as Array<{ name: string }>).map((g) => g.name).sort()).toEqual(['Book club', 'Mock friends']);
  });
});

describe('pages and gallery', () => {
  it('creates, shows, likes, updates and deletes pages', async () => {
    const instance = testInstance();
    const dave = userNamed(instance, 'dave');
    const page = (await call(instance, 'pages/create', { title: 'Hi', name: 'hi', content: [{ id: 'a', type: 'text', text: 'hello' }], variables: [], script: '' }, 'dave')).body as { id: string };
    expect(page).toMatchObject({ title: 'Hi', name: 'hi', userId: dave.id, likedCount: 0, isLiked: false, font: 'sans-serif', eyeCatchingImage: null, attachedFiles: [] });
    expect((await call(instance, 'pages/create', { title: 'Again', name: 'hi', content: [], variables: [], script: '' }, 'dave')).body).toMatchObject({ error: { code: 'NAME_ALREADY_EXISTS' } });
    expect((await call(instance, 'pages/show', { name: 'hi', username: 'dave' })).body).toMatchObject({ id: page.id });
    expect((await call(instance, 'pages/like', { pageId: page.id }, 'dave')).body).toMatchObject({ error: { code: 'YOUR_PAGE' } });
    expect((await call(instance, 'pages/like', { pageId: page.id }, 'erin')).status).toBe(204);
    expect((await call(instance, 'pages/like', { pageId: page.id }, 'erin')).body).toMatchObject({ error: { code: 'ALREADY_LIKED' } });
    expect((await call(instance, 'pages/show', { pageId: page.id }, 'erin')).body).toMatchObject({ likedCount: 1, isLiked: true });
    expect((await call(instance, 'pages/unlike', { pageId: page.id }, 'erin')).status).toBe(204);
    expect((await call(instance, 'pages/update', { pageId: page.id, title: 'Hello', name: 'hi', content: [], variables: [], script: '' }, 'erin')).body).toMatchObject({ error: { code: 'ACCESS_DENIED' } });
    expect((await call(instance, 'pages/update', { pageId: page.id, title: 'Hello', name: 'hi', content: [], variables: [], script: '' }, 'dave')).status).toBe(204);
    expect(((await call(instance, 'users/pages', { userId: dave.id })).body as Array<{ title: string }>)[0]?.title).toBe('Hello');
    expect(((await call(instance, 'i/pages', {}, 'dave')).body as unknown[]).length).toBe(1);
    expect((await call(instance, 'pages/delete', { pageId: page.id }, 'dave')).status).toBe(204);
    expect((await call(instance, 'pages/show', { pageId: page.id })).body).toMatchObject({ error: { code: 'NO_SUCH_PAGE' } });
    const featured = (await call(instance, 'pages/featured', {})).body as Array<{ name: string; attachedFiles: unknown[] }>;
    expect(featured.map((p) => p.name)).toEqual(['welcome', 'rules']);
    expect(featured[0]?.attachedFiles).toHaveLength(1);
  });

  it('creates, lists, likes and deletes gallery posts', async () => {
    const instance = testInstance();
    const grace = userNamed(instance, 'grace');
    const fileIds = [...instance.state.files.values()].filter((f) => f.userId === grace.id).slice(0, 2).map((f) => f.id);
    const post = (await call(instance, 'gallery/posts/create', { title: 'New', fileIds }, 'grace')).body as { id: string };
    expect(post).toMatchObject({ title: 'New', fileIds, isSensitive: false, likedCount: 0, user: { username: 'grace' } });
    expect((await call(instance, 'gallery/posts/like', { postId: post.id }, 'grace')).body).toMatchObject({ error: { code: 'YOUR_POST' } });
    expect((await call(instance, 'gallery/posts/like', { postId: post.id }, 'carol')).status).toBe(204);
    expect(((await call(instance, 'gallery/posts', { limit: 1 })).body as Array<{ id: string }>)[0]?.id).toBe(post.id);
    expect(((await call(instance, 'gallery/popular', {})).body as Array<{ title: string }>)[0]?.title).toBe('Cats of the mock');
    expect(((await call(instance, 'users/gallery/posts', { userId: grace.id })).body as unknown[]).length).toBe(3);
    expect((await call(instance, 'gallery/posts/update', { postId: post.id, title: 'Renamed' }, 'grace')).body).toMatchObject({ title: 'Renamed' });
    expect((await call(instance, 'gallery/posts/unlike', { postId: post.id }, 'carol')).status).toBe(204);
    expect((await call(instance, 'gallery/posts/delete', { postId: post.id }, 'carol')).body).toMatchObject({ error: { code: 'NO_SUCH_POST' } });
    expect((await call(instance, 'gallery/posts/delete', { postId: post.id }, 'grace')).status).toBe(204);
    expect((await call(instance, 'gallery/posts/show', { postId: post.id })).body).toMatchObject({ error: { code: 'NO_SUCH_POST', id: '1137bf14-c5b0-4604-85bb-5b5371b1cd45' } });
  });
});
