import { safeHttpUrl } from '@/core/entities/http-url';
import type { Note } from '@/core/entities/note';

/** Where a remote note lives on its own server: its `url`, else its `uri`, only when http(s). */
export function remoteNoteUrl(note: Pick<Note, 'url' | 'uri' | 'user'>): string | null {
  if (!note.user?.host) return null;
  for (const candidate of [note.url, note.uri]) {
    const href = safeHttpUrl(candidate);
    if (href !== null) return href;
  }
  return null;
}
