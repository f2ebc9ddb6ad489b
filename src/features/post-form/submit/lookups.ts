/** Server lookups the form makes on the poster's server. Failures resolve to null (and are reported by the client). */
import type { ApiClient } from '@/core/api/api-client';
import type { Note } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import type { MentionRef } from '../rules/mentions';
import { parseNoteReference } from '../rules/references';
import type { RefNote } from '../state/form-state';

export async function findUser(client: ApiClient, username: string, host: string | null): Promise<UserLite | null> {
  return client.request<UserLite>('users/show', { username, host }, { suppressError: true }).catch(() => null);
}

/** Ids of mentioned users, in order; unknown ones are left out. */
export async function resolveMentionIds(client: ApiClient, mentions: readonly MentionRef[]): Promise<string[]> {
  const users = await Promise.all(mentions.map((m) => findUser(client, m.username, m.host)));
  return users.filter((u): u is UserLite => !!u).map((u) => u.id);
}

/** Users for the recipient picker: search by username (and host), else an exact lookup. */
export async function searchUsers(client: ApiClient, query: string, localHost: string | null): Promise<UserLite[]> {
  const q = query.trim().replace(/^@/, '');
  if (!q) return [];
  const [username, host] = q.split('@') as [string, string | undefined];
  const normalizedHost = host && host !== localHost ? host : null;
  const found = await client
    .request<UserLite[]>('users/search-by-username-and-host', { username, host: normalizedHost, limit: 10, detail: false }, { suppressError: true })
    .catch(() => null);
  if (Array.isArray(found) && found.length > 0) return found;
  const exact = await findUser(client, username, normalizedHost);
  return exact ? [exact] : [];
}

export type ReferenceLookup = { ok: true; ref: RefNote } | { ok: false; reason: 'invalid' | 'notFound' };

/** A note id or URL the user typed, as an attachable reference (remote URLs through ap/show). */
export async function lookupReference(client: ApiClient, input: string, serverOrigin: string): Promise<ReferenceLookup> {
  const parsed = parseNoteReference(input, serverOrigin);
  if (parsed.kind === 'invalid') return { ok: false, reason: 'invalid' };
  let note: Note | null = null;
  if (parsed.kind === 'id') {
    note = await client.request<Note>('notes/show', { noteId: parsed.id }, { suppressError: true }).catch(() => null);
  } else {
    const r = await client.request<{ type: string; object: Note }>('ap/show', { uri: parsed.url }, { suppressError: true }).catch(() => null);
    note = r?.type === 'Note' ? r.object : null;
  }
  return note ? { ok: true, ref: { id: note.id, userId: note.userId, text: note.text } } : { ok: false, reason: 'notFound' };
}

/** "Mention for a URL": the user behind a profile URL, via ap/show. */
export async function lookupUserByUrl(client: ApiClient, url: string): Promise<UserLite | null> {
  const r = await client.request<{ type: string; object: UserLite }>('ap/show', { uri: url }, { suppressError: true }).catch(() => null);
  return r?.type === 'User' ? r.object : null;
}
