import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserLite } from '@/core/entities/user';
import { markChatRoomOpen } from '@/core/sound/lazy';
import type { ChannelConnection } from '@/core/stream/stream-client';
import { getStream } from '@/core/stream/stream-instance';
import { createTypingNotifier } from '@/core/stream/typing-throttle';
import { applyRead, asMessage, belongsTo, insertMessage, removeMessage } from './message-logic';
import { messagingKeys } from './messaging-queries';
import type { MessagingMessage, RoomTarget } from './types';

type Pages = InfiniteData<MessagingMessage[], string | null>;

/**
 * The `messaging` channel of one room: new messages, read marks and deletions patch the room's
 * pages; `typers` feeds "typing…"; others' messages shown while the page is visible are read.
 */
export function useRoomStream(target: RoomTarget, meId: string) {
  const qc = useQueryClient();
  const [typers, setTypers] = useState<UserLite[]>([]);
  const connRef = useRef<ChannelConnection | null>(null);
  const notifyRef = useRef<(() => boolean) | null>(null);
  const key = messagingKeys.room(target);
  const keyString = JSON.stringify(key);
  const targetId = target.kind === 'user' ? target.userId : target.groupId;

  useEffect(() => {
    const stream = getStream();
    if (!stream) return;
    const queryKey = JSON.parse(keyString) as readonly unknown[];
    const patch = (fn: (pages: MessagingMessage[][]) => MessagingMessage[][]) =>
      qc.setQueryData<Pages>(queryKey, (d) => (d ? { ...d, pages: fn(d.pages) } : d));
    const conn = stream.useChannel('messaging', target.kind === 'user' ? { otherparty: targetId } : { group: targetId });
    connRef.current = conn;
    // Back after the socket was down (or first up while the room was shown): read what was missed.
    const offLive = conn.onLive((already) => {
      if (!already && qc.getQueryData(queryKey)) void qc.refetchQueries({ queryKey, exact: true });
    });
    notifyRef.current = createTypingNotifier(conn);
    const closeRoomSound = markChatRoomOpen(`${target.kind}:${targetId}`);
    const offs = [
      conn.on('message', (body) => {
        const m = asMessage(body);
        if (!m || !belongsTo(m, target, meId)) return;
        patch((pages) => insertMessage(pages, m));
        if (m.userId !== meId) {
          setTypers((cur) => cur.filter((u) => u.id !== m.userId));
          if (typeof document === 'undefined' || document.visibilityState === 'visible') conn.send('read', { id: m.id });
        }
      }),
      conn.on('read', (body) => patch((pages) => applyRead(pages, body))),
      conn.on('deleted', (body) => {
        if (typeof body === 'string') patch((pages) => removeMessage(pages, body));
      }),
      conn.on('typers', (body) => {
        const users = Array.isArray(body) ? body.filter((u): u is UserLite => !!u && typeof u === 'object' && typeof (u as UserLite).id === 'string' && (u as UserLite).id !== meId) : [];
        setTypers(users);
      }),
    ];
    return () => {
      closeRoomSound();
      offLive();
      offs.forEach((off) => off());
      conn.dispose();
      connRef.current = null;
      notifyRef.current = null;
    };
    // target is described by its kind and id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [qc, keyString, meId, target.kind, targetId]);

  /** Tells the others "typing" (at most once per 3 s). */
  const notifyTyping = useCallback(() => {
    notifyRef.current?.();
  }, []);

  return { typers, notifyTyping };
}

/** Patches the room's cache after an action of the reader (a sent or deleted message). */
export function useRoomPatch(target: RoomTarget) {
  const qc = useQueryClient();
  const key = messagingKeys.room(target);
  return {
    add: (m: MessagingMessage) => qc.setQueryData<Pages>(key, (d) => (d ? { ...d, pages: insertMessage(d.pages, m) } : d)),
    remove: (id: string) => qc.setQueryData<Pages>(key, (d) => (d ? { ...d, pages: removeMessage(d.pages, id) } : d)),
  };
}
