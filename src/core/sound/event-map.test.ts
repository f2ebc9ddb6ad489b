import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSetting, setSetting } from '@/core/settings';
import { chatMessageSound, chatRoomKey, notificationSound, timelineNoteSound } from './event-map';
import { markChatRoomOpen, soundForChatMessage, soundForNotification, soundForTimelineNote } from './lazy';

const { playEventSound } = vi.hoisted(() => ({ playEventSound: vi.fn((_event: string) => true) }));
vi.mock('./play-event', () => ({ playEventSound }));
vi.mock('@/core/accounts/session', () => ({ getAccount: () => ({ id: 'me' }) }));


describe('which sound an event plays', () => {
  it('timeline notes: note, antenna, channel; the reader’s own note plays nothing here', () => {
    expect(timelineNoteSound('home', 'alice', 'me')).toBe('note');
    expect(timelineNoteSound('local', 'alice', 'me')).toBe('note');
    expect(timelineNoteSound('list', 'alice', 'me')).toBe('note');
    expect(timelineNoteSound('antenna', 'alice', 'me')).toBe('antenna');
    expect(timelineNoteSound('channel', 'alice', 'me')).toBe('channel');
    expect(timelineNoteSound('home', 'me', 'me')).toBeNull();
    expect(timelineNoteSound('channel', 'me', 'me')).toBeNull();
    expect(timelineNoteSound('home', 'me', null)).toBe('note');
  });

  it('messaging: the room of a message, chat when open, chatBg otherwise, nothing for own', () => {
    expect(chatRoomKey({ userId: 'bob', recipientId: 'me' }, 'me')).toBe('user:bob');
    expect(chatRoomKey({ userId: 'me', recipientId: 'bob' }, 'me')).toBe('user:bob');
    expect(chatRoomKey({ userId: 'bob', groupId: 'g1' }, 'me')).toBe('group:g1');
    expect(chatRoomKey(null, 'me')).toBeNull();
    expect(chatRoomKey({ userId: 5 }, 'me')).toBeNull();
    const open = new Set(['user:bob']);
    expect(chatMessageSound({ userId: 'bob', recipientId: 'me' }, 'me', open)).toBe('chat');
    expect(chatMessageSound({ userId: 'carl', recipientId: 'me' }, 'me', open)).toBe('chatBg');
    expect(chatMessageSound({ userId: 'bob', groupId: 'g1' }, 'me', open)).toBe('chatBg');
    expect(chatMessageSound({ userId: 'me', recipientId: 'bob' }, 'me', open)).toBeNull();
    expect(chatMessageSound('junk', 'me', open)).toBeNull();
  });

  it('notifications: reaction has its own sound only when one is chosen', () => {
    expect(notificationSound({ type: 'reaction' }, true)).toBe('reaction');
    expect(notificationSound({ type: 'reaction' }, false)).toBe('notification');
    expect(notificationSound({ type: 'follow' }, true)).toBe('notification');
    expect(notificationSound(undefined, true)).toBe('notification');
  });
});

describe('lazy entry', () => {
  afterEach(() => {
    for (const k of ['sound_note', 'sound_chat', 'sound_chatBg', 'sound_reaction', 'sound_notification', 'sound_channel'] as const) resetSetting(k);
    playEventSound.mockClear();
  });
  const flush = () => vi.dynamicImportSettled();

  it('loads and plays only when a sound is chosen for the event', async () => {
    soundForTimelineNote('home', { userId: 'alice' });
    await flush();
    expect(playEventSound).not.toHaveBeenCalled();
    setSetting('sound_note', { type: 'client/pop', volume: 1 });
    soundForTimelineNote('home', { userId: 'alice' });
    soundForTimelineNote('home', { userId: 'me' });
    soundForTimelineNote('channel', { userId: 'alice' });
    await flush();
    expect(playEventSound.mock.calls).toEqual([['note']]);
  });

  it('a room marked open plays chat, and chatBg again once every view of it closed', async () => {
    setSetting('sound_chat', { type: 'client/ding', volume: 1 });
    setSetting('sound_chatBg', { type: 'client/knock', volume: 1 });
    const msg = { userId: 'bob', recipientId: 'me' };
    const closeA = markChatRoomOpen('user:bob');
    const closeB = markChatRoomOpen('user:bob');
    soundForChatMessage(msg);
    closeA();
    closeA();
    soundForChatMessage(msg);
    closeB();
    soundForChatMessage(msg);
    await flush();
    expect(playEventSound.mock.calls).toEqual([['chat'], ['chat'], ['chatBg']]);
  });

  it('a reaction notification plays the reaction sound when chosen', async () => {
    setSetting('sound_notification', { type: 'client/chime', volume: 1 });
    soundForNotification({ type: 'reaction' });
    setSetting('sound_reaction', { type: 'client/pop', volume: 1 });
    soundForNotification({ type: 'reaction' });
    await flush();
    expect(playEventSound.mock.calls).toEqual([['notification'], ['reaction']]);
  });
});
