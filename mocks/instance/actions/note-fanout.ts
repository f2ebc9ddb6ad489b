/** What a new note sets off beyond timelines: channel unread marks and antenna hits. */
import { antennaMatches } from '../antennas';
import { localHostOf, type InstanceContext } from '../context';
import { packAntenna } from '../pack/antenna';
import { packNote } from '../pack/note';
import { socialStreamKey } from '../social-streams';
import type { NoteRecord } from '../types';
import { notify } from './notify';
import { publish } from './streams';

export function fanOutNote(ctx: InstanceContext, note: NoteRecord): void {
  const state = ctx.state;
  const main = (userId: string, type: string, body: unknown) => ctx.events.emit({ kind: 'main', userId, type, body });

  const channel = note.channelId != null ? state.channels.get(note.channelId) : undefined;
  if (channel) {
    channel.lastNotedAt = note.createdAt;
    for (const follow of state.channelFollows) {
      if (follow.channelId !== channel.id || follow.userId === note.userId) continue;
      follow.unreadNoteIds.push(note.id);
      main(follow.userId, 'unreadChannel', note.id);
    }
  }

  const localHost = localHostOf(ctx);
  for (const antenna of state.antennas.values()) {
    if (!antenna.isActive || !antennaMatches(state, antenna, note, localHost)) continue;
    antenna.noteIds.push(note.id);
    const owner = state.users.get(antenna.userId);
    if (owner) publish(ctx, socialStreamKey.antenna(antenna.id), 'note', packNote(ctx, note, owner, { detail: true }));
    if (note.userId === antenna.userId) continue;
    antenna.unreadNoteIds.push(note.id);
    main(antenna.userId, 'unreadAntenna', packAntenna(antenna));
    if (antenna.notify) notify(ctx, { notifieeId: antenna.userId, type: 'unreadAntenna', noteId: note.id, antennaId: antenna.id, at: note.createdAt });
  }
}
