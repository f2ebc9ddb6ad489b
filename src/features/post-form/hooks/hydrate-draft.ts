import type { ApiClient } from '@/core/api/api-client';
import type { Draft } from '@/core/drafts';
import type { Note } from '@/core/entities/note';
import type { UserLite } from '@/core/entities/user';
import type { RefNote } from '../state/form-state';

/** Users and references a draft names by id, looked up on the poster's server (missing ones are dropped). */
export async function hydrateDraft(draft: Draft, client: ApiClient): Promise<{ visibleUsers: UserLite[]; ccUsers: UserLite[]; references: RefNote[] }> {
  const ids = [...new Set([...draft.data.visibleUserIds, ...(draft.data.ccUserIds ?? [])])];
  const users = ids.length
    ? await client.request<UserLite[]>('users/show', { userIds: ids }, { suppressError: true }).catch(() => [] as UserLite[])
    : [];
  const byId = new Map((Array.isArray(users) ? users : []).map((u) => [u.id, u] as const));
  const pick = (list: readonly string[]) => list.map((id) => byId.get(id)).filter((u): u is UserLite => !!u);
  const references = await Promise.all(
    draft.data.referenceIds.map((noteId) =>
      client
        .request<Note>('notes/show', { noteId }, { suppressError: true })
        .then((n): RefNote => ({ id: n.id, userId: n.userId, text: n.text }))
        .catch((e: unknown) => {
          // Spec section 8: a failed reference-note fetch is logged only.
          console.warn('[post-form] could not fetch reference', noteId, e);
          return { id: noteId, userId: '' } as RefNote;
        }),
    ),
  );
  return { visibleUsers: pick(draft.data.visibleUserIds), ccUsers: pick(draft.data.ccUserIds ?? []), references };
}
