/** One WebSocket client: channel multiplexing (connect / disconnect / ch) and note subscriptions (s / sr / un). */
import type { WebSocket } from 'ws';
import type { MockEvent, MockInstance, UserRecord } from '../../instance';
import { CHANNELS, type Channel } from './channels';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function attachConnection(instance: MockInstance, ws: WebSocket, userId: string | null): void {
  const channels = new Map<string, Channel>();
  const notes = new Set<string>();
  const viewer = (): UserRecord | null => (userId ? (instance.state.users.get(userId) ?? null) : null);
  const frame = (type: string, body: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type, body }));
  };

  const connect = (body: Record<string, unknown>) => {
    const def = typeof body.channel === 'string' ? CHANNELS[body.channel] : undefined;
    const id = typeof body.id === 'string' ? body.id : undefined;
    if (!def || id === undefined || (def.requiresUser && !viewer())) return;
    const params = isObject(body.params) ? body.params : {};
    channels.get(id)?.dispose?.();
    channels.set(id, def.create({ instance, viewer, send: (type, b) => frame('channel', { id, type, body: b }) }, params));
    if (body.pong === true) frame('connected', { id });
  };

  const onMessage = (raw: string) => {
    if (raw === 'ping') {
      if (ws.readyState === ws.OPEN) ws.send('pong');
      return;
    }
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isObject(msg) || typeof msg.type !== 'string') return;
    const body = isObject(msg.body) ? msg.body : {};
    switch (msg.type) {
      case 'connect':
        return connect(body);
      case 'disconnect':
        if (typeof body.id === 'string') {
          channels.get(body.id)?.dispose?.();
          channels.delete(body.id);
        }
        return;
      case 'ch':
      case 'channel':
        if (typeof body.id === 'string' && typeof body.type === 'string') channels.get(body.id)?.onMessage?.(body.type, body.body);
        return;
      case 's':
      case 'sr':
      case 'subNote':
        if (typeof body.id === 'string') notes.add(body.id);
        return;
      case 'un':
      case 'unsubNote':
        if (typeof body.id === 'string') notes.delete(body.id);
        return;
    }
  };

  const onEvent = (event: MockEvent) => {
    if (event.kind === 'dropSockets') {
      ws.terminate();
      return;
    }
    for (const channel of channels.values()) channel.onEvent(event);
    if (event.kind === 'noteUpdated' && notes.has(event.noteId)) {
      frame('noteUpdated', { id: event.noteId, type: event.type, body: event.body });
    }
  };

  const off = instance.events.on(onEvent);
  ws.on('message', (data) => onMessage(data.toString()));
  ws.on('close', () => {
    off();
    for (const channel of channels.values()) channel.dispose?.();
    channels.clear();
  });
  ws.on('error', () => ws.terminate());
}
