import type { NoteRecord } from './types';

/** What the instance announces; transports (streaming) subscribe to these. */
export type MockEvent =
  /** A note was created (raw record; each subscriber packs it for its own viewer). */
  | { kind: 'note'; note: NoteRecord }
  /** A main-channel event for one user; body is already packed for that user. */
  | { kind: 'main'; userId: string; type: string; body: unknown }
  /** A note changed: reacted, unreacted, pollVoted, deleted (as the real `noteUpdated` frame). */
  | { kind: 'noteUpdated'; noteId: string; type: 'reacted' | 'unreacted' | 'pollVoted' | 'deleted' | 'updated'; body: unknown }
  /**
   * A frame for a named stream other than main: `drive:<userId>`, `messaging:<userId>-<otherpartyId>`,
   * `messagingGroup:<groupId>`, `messagingIndex:<userId>` (see streamKey in actions/streams.ts).
   */
  | { kind: 'stream'; stream: string; type: string; body: unknown }
  /** Test control: close every streaming connection. */
  | { kind: 'dropSockets' };
