/**
 * Drafts belong to the account that wrote them: its server and user id. Each draft is stored under
 * `<origin>#<userId>|<key>`, so two accounts (on one server or two) keep their own `note` draft, and
 * a draft's files, recipients and reply target always belong to the account that posts it. Keys the
 * form uses stay as they were (`note`, `reply:<id>`, …); only storage sees the owner.
 *
 * Drafts stored before this (no owner in the key) go to the first account that reads drafts.
 */
import { getAccount } from '@/core/accounts/session';

const SEPARATOR = '|';

/** The owner of an account's drafts, or null without an account (drafts are then unowned). */
export function draftOwnerOf(account: { origin: string; id: string } | null | undefined): string | null {
  return account ? `${account.origin}#${account.id}` : null;
}

/** The signed-in account's owner. */
export function currentDraftOwner(): string | null {
  return draftOwnerOf(getAccount());
}

/** The stored key of the draft `key` of `owner`. */
export function storedDraftKey(key: string, owner: string | null = currentDraftOwner()): string {
  return owner ? `${owner}${SEPARATOR}${key}` : key;
}

/** The owner and the form's key of a stored key (owner null: stored before drafts had owners). */
export function parseStoredDraftKey(stored: string): { owner: string | null; key: string } {
  const at = stored.indexOf(SEPARATOR);
  return at < 0 ? { owner: null, key: stored } : { owner: stored.slice(0, at), key: stored.slice(at + 1) };
}
