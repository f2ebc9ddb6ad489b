/**
 * The toast key of one queued post: "failed, will retry", then "posted" or "kept as a draft",
 * replace each other instead of standing side by side.
 */
export function queuedPostToastKey(entryId: string): string {
  return `queued-post:${entryId}`;
}
