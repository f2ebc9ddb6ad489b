/**
 * The "reload" answer to a lost server connection (`serverDisconnectedBehavior`): at once while the
 * browser is online; offline, once it is back online (a reload with no network would trade the page
 * on screen, still readable, for the browser's own error page). Returns the cancel.
 */
export function reloadWhenOnline(
  reload: () => void = () => location.reload(),
  env: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } } = window,
): () => void {
  if (env.navigator.onLine !== false) {
    reload();
    return () => {};
  }
  const onOnline = () => reload();
  env.addEventListener('online', onOnline, { once: true });
  return () => env.removeEventListener('online', onOnline);
}
