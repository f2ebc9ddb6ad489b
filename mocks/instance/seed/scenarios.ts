/** Fixed notes among the most recent seeded ones, so every case the client must handle exists. */
import type { CreateNoteInput } from '../actions/create-note';
import type { NoteRecord } from '../types';
import type { SeedNotesEnv } from './notes';
import { createSeedFile } from './files';
import { showcaseScenarios } from './showcase';

export interface Scenario {
  author: string;
  build(at: number, created: NoteRecord[]): CreateNoteInput;
  /** How many users react (default: random). */
  reactions?: number;
}

export const WELCOME_TEXT = 'Hello from alice! Welcome to the **mock** instance :blobcat: #mock';

/** Keyed by position from the newest seeded note (0 = newest). */
export function scenarioNotes(env: SeedNotesEnv): Record<number, Scenario> {
  const id = (username: string) => env.byName(username).id;
  const welcome = (created: NoteRecord[]) => {
    const note = [...created].reverse().find((n) => n.userId === id('alice') && n.text === WELCOME_TEXT);
    if (!note) throw new Error('welcome note missing');
    return note.id;
  };
  return {
    // Positions 60–74: showcase notes (references, CC, long, media, link previews, MFM, polls).
    ...showcaseScenarios(env),
    16: { author: 'zoe@remote.example', build: (at) => ({ at, text: '@alice greetings from afar :wave:' }) },
    15: { author: 'carol', build: (at) => ({ at, text: '@alice are you there? (mention, should notify)' }) },
    14: { author: 'alice', build: (at) => ({ at, visibility: 'home', text: 'Home-only note from alice' }) },
    13: { author: 'alice', build: (at) => ({ at, text: '@carol @dave ping! Are you there?' }) },
    12: { author: 'alice', reactions: 6, build: (at) => ({ at, text: WELCOME_TEXT }) },
    11: { author: 'alice', build: (at) => ({ at, visibility: 'followers', text: 'Followers-only note from alice' }) },
    10: { author: 'bob', build: (at) => ({ at, visibility: 'specified', visibleUserIds: [id('carol')], text: '@carol Secret plans for the weekend 🤫' }) },
    9: {
      author: 'alice',
      build: (at) => ({ at, text: 'Which one do you prefer?', poll: { choices: ['Cats', 'Dogs', 'Birds'], multiple: false, expiresAt: at + 7 * 86_400_000 } }),
    },
    8: { author: 'alice', build: (at) => ({ at, cw: 'CW: test content warning', text: 'Spoiler content here' }) },
    7: {
      author: 'grace',
      build: (at) => ({
        at,
        text: 'A note with an image attachment',
        fileIds: [createSeedFile(env.ctx, env.prng, id('grace'), at - 60_000).id, createSeedFile(env.ctx, env.prng, id('grace'), at - 60_000).id],
      }),
    },
    6: { author: 'carol', build: (at, created) => ({ at, replyId: welcome(created), text: 'Reply from carol' }) },
    5: { author: 'bob', build: (at, created) => ({ at, renoteId: welcome(created) }) },
    4: { author: 'carol', build: (at, created) => ({ at, renoteId: welcome(created), text: 'Quoting alice' }) },
    3: { author: 'zoe@remote.example', build: (at) => ({ at, text: 'Hello from remote.example :wave: #fediverse' }) },
    2: { author: 'judy', build: (at) => ({ at, text: 'Local-only note from judy' }) },
    1: { author: 'dave', build: (at) => ({ at, visibility: 'public', text: 'Dave tries to post publicly (mini-silenced → home)' }) },
    0: { author: 'erin', build: (at) => ({ at, visibility: 'public', text: 'Erin tries to post publicly (blockPostPublic → home)' }) },
  };
}
