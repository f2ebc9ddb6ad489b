/** `?safemode=true`: start without custom CSS and plugins (a way out of a broken customisation). */
export function isSafeMode(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  return new URLSearchParams(search).get('safemode') === 'true';
}
