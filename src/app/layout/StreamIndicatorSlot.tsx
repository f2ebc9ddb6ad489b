/** Placeholder position for the streaming connection indicator (the stream client is its own issue). */
export function StreamIndicatorSlot() {
  return null;
}
