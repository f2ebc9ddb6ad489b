import { clientSoundUrl } from './client-sounds';

/**
 * The sounds a setting can name (spec section 3): short sounds of this client's own (`client/...`,
 * synthesised in the browser into WAV blobs, so no server path can shadow them) and the server's
 * `/client-assets/sounds/{type}.mp3`.
 */
export const CLIENT_SOUNDS = ['client/pop', 'client/chime', 'client/ding', 'client/blip', 'client/bubble', 'client/knock'] as const;

/** Sounds Misskey-family servers serve under /client-assets/sounds/. */
export const SERVER_SOUNDS = [
  'syuilo/n-aec',
  'syuilo/n-ea',
  'syuilo/n-eca',
  'syuilo/n-cea',
  'syuilo/n-cea-4va',
  'syuilo/pope1',
  'syuilo/pope2',
  'syuilo/poi1',
  'syuilo/poi2',
  'syuilo/waon',
  'syuilo/popo',
  'syuilo/triple',
  'syuilo/bubble1',
  'syuilo/bubble2',
  'syuilo/reverved',
  'syuilo/ryukyu',
  'syuilo/kick',
  'syuilo/snare',
  'syuilo/queue-jammed',
  'aisha/1',
  'aisha/2',
  'aisha/3',
  'noizenecio/kick_gaba1',
  'noizenecio/kick_gaba2',
] as const;

export const SOUND_EVENTS = ['note', 'noteMy', 'notification', 'chat', 'chatBg', 'antenna', 'channel', 'reaction'] as const;
export type SoundEvent = (typeof SOUND_EVENTS)[number];

/** Where a sound lives: a generated blob for `client/...`, else the server. */
export function soundUrl(type: string, serverOrigin: string): string | null {
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(type) || type.includes('..')) return null;
  if (type.startsWith('client/')) return clientSoundUrl(type.slice('client/'.length));
  return `${serverOrigin}/client-assets/sounds/${type}.mp3`;
}
