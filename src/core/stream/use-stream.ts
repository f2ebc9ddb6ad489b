import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getStream } from './stream-instance';
import type { StreamState } from './stream-client';

/** The connection state, for the discreet indicator. */
export function useStreamState(): StreamState | null {
  return useSyncExternalStore(
    (cb) => getStream()?.events.on('state', cb) ?? (() => undefined),
    () => getStream()?.state ?? null,
  );
}

/**
 * Uses a channel while mounted. Handlers may change between renders without reconnecting; the
 * connection follows `channel` and the params' values. `onLive` runs each time the server has been
 * asked for the channel (see `ChannelConnection.onLive`).
 */
export function useChannel(
  channel: string | null,
  params: Record<string, unknown>,
  handlers: Record<string, (body: unknown) => void>,
  onLive?: (already: boolean) => void,
): void {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const onLiveRef = useRef(onLive);
  onLiveRef.current = onLive;
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    const stream = getStream();
    if (!stream || !channel) return;
    const conn = stream.useChannel(channel, JSON.parse(paramsKey) as Record<string, unknown>);
    const types = Object.keys(handlersRef.current);
    for (const type of types) conn.on(type, (body) => handlersRef.current[type]?.(body));
    conn.onLive((already) => onLiveRef.current?.(already));
    return () => conn.dispose();
  }, [channel, paramsKey]);
}

/** Captures a note (noteUpdated events) while mounted. */
export function useNoteCapture(noteId: string | null | undefined): void {
  useEffect(() => {
    const stream = getStream();
    if (!stream || !noteId) return;
    return stream.captureNote(noteId);
  }, [noteId]);
}
