import type { Note } from '@/core/entities/note';

/** Where a remote note lives on its own server: its `url`, else its `uri`, only when http(s). */
export function remoteNoteUrl(note: Pick<Note, 'url' | 'uri' | 'user'>): string | null {
  if (!note.user?.host) return null;
  for (const candidate of [note.url, note.uri]) {
    if (typeof candidate !== 'string') continue;
    try {
      const u = new URL(candidate);
      if (u.protocol === 'https:' || u.protocol === 'http:') return u.href;
    } catch {
      // not a URL
    }
  }
  return null;
}
