/** The part of the router's history a Back control needs. */
export interface BackHistory {
  canGoBack(): boolean;
  back(): void;
}

/**
 * A Back control's step: one entry back when the previous entry is this app's, else to the
 * timeline (Back would leave the app).
 */
export function goBackInApp(history: BackHistory, toTimeline: () => void): void {
  if (history.canGoBack()) history.back();
  else toTimeline();
}
