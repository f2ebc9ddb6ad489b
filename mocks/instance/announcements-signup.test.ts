import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { call, testInstance, userNamed } from '../test-utils/setup';

type Announcement = { id: string; title: string; isRead?: boolean };

describe('announcements', () => {
  it('has one unread announcement for carol, and reading it fires readAllAnnouncements', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    const list = (await call(instance, 'announcements', {}, 'carol')).body as Announcement[];
    expect(list).toHaveLength(3);
    expect(list.filter((a) => !a.isRead)).toHaveLength(1);
    for (const a of (await call(instance, 'announcements', {})).body as Announcement[]) expect(a).not.toHaveProperty('isRead');
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadAnnouncement: true });
    expect((await call(instance, 'i', {}, 'alice')).body).toMatchObject({ hasUnreadAnnouncement: false });
    const unread = (await call(instance, 'announcements', { withUnreads: true }, 'carol')).body as Announcement[];
    expect(unread).toHaveLength(1);
    expect((await call(instance, 'i/read-announcement', { announcementId: unread[0]?.id }, 'carol')).status).toBe(204);
    expect(events).toContainEqual({ kind: 'main', userId: userNamed(instance, 'carol').id, type: 'readAllAnnouncements', body: undefined });
    expect((await call(instance, 'i', {}, 'carol')).body).toMatchObject({ hasUnreadAnnouncement: false });
    expect((await call(instance, 'i/read-announcement', { announcementId: '9zzzzzzzzz' }, 'carol')).body).toMatchObject({
      error: { code: 'NO_SUCH_ANNOUNCEMENT', id: '184663db-df88-4bc2-8b52-fb85f0681939' },
    });
  });

  it('adds announcements through the control API', async () => {
    const instance = testInstance();
    const r = await instance.control('announce', { title: 'Hello', text: 'World' });
    expect(r.body).toMatchObject({ title: 'Hello', text: 'World', imageUrl: null });
    expect(((await call(instance, 'announcements', {}, 'alice')).body as Announcement[])[0]).toMatchObject({ title: 'Hello', isRead: false });
    expect((await call(instance, 'i', {}, 'alice')).body).toMatchObject({ hasUnreadAnnouncement: true });
  });
});

describe('signup', () => {
  it('is closed by default, like meta.disableRegistration says', async () => {
    const instance = testInstance();
    expect((await call(instance, 'meta', {})).body).toMatchObject({ disableRegistration: true });
    expect(await call(instance, 'signup', { username: 'newbie', password: 'secret' })).toEqual({ status: 400, body: undefined });
  });

  it('creates an account with a token once registration is open', async () => {
    const instance = testInstance();
    await instance.control('meta', { disableRegistration: false });
    const r = await call(instance, 'signup', { username: 'newbie', password: 'secret' });
    expect(r.status).toBe(200);
    const body = r.body as { id: string; username: string; token: string; host: null; hasUnreadAnnouncement: boolean };
    expect(body).toMatchObject({ username: 'newbie', host: null, hasUnreadAnnouncement: true });
    expect(body.token).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await instance.handle({ endpoint: 'i', params: {}, token: body.token })).body).toMatchObject({ id: body.id, username: 'newbie' });
    expect((await call(instance, 'signin', { username: 'newbie', password: 'secret' })).body).toEqual({ id: body.id, i: body.token });
  });

  it('refuses taken and invalid usernames with the real bare 400s', async () => {
    const instance = testInstance();
    await instance.control('meta', { disableRegistration: false });
    expect(await call(instance, 'signup', { username: 'Alice', password: 'x' })).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Error: DUPLICATED_USERNAME' },
    });
    expect((await call(instance, 'signup', { username: 'no spaces', password: 'x' })).body).toMatchObject({ message: 'Error: INVALID_USERNAME' });
    expect((await call(instance, 'signup', { username: 'a'.repeat(21), password: 'x' })).body).toMatchObject({ message: 'Error: INVALID_USERNAME' });
    expect((await call(instance, 'signup', { username: 'fine', password: '' })).body).toMatchObject({ message: 'Error: INVALID_PASSWORD' });
  });
});
