/** Markers a channel's description may carry (spec section 4 "Post form visibility"). */
export const CHANNEL_LOCAL_ONLY_MARKER = '[localOnly]';
export const CHANNEL_REQUIRE_FILE_NAME_MARKER = '[requireFileName]';

export function channelForcesLocalOnly(description: string | null | undefined): boolean {
  return !!description && description.includes(CHANNEL_LOCAL_ONLY_MARKER);
}

export function channelRequiresFileName(description: string | null | undefined): boolean {
  return !!description && description.includes(CHANNEL_REQUIRE_FILE_NAME_MARKER);
}
