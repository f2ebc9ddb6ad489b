/** Sleep mode (core/sleep/sleep-mode.ts): asking for it loads its dialog code on use. */
export function askSleep(): Promise<void> {
  return import('./ask-sleep').then((m) => m.askSleep());
}
