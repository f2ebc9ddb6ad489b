/** The phone's bottom bar tabs: their pages have no back control; every other page is an inner page. */
export const PHONE_TOP_LEVEL_PATHS: readonly string[] = ['/', '/my/notifications', '/search'];

/** Whether a path is one of the bottom bar's tabs (a trailing slash ignored). */
export function isTopLevelPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PHONE_TOP_LEVEL_PATHS.includes(path || '/');
}
