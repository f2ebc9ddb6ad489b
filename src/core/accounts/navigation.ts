/** Page-level navigation used by sign-in and sign-out; replaceable in tests. */
export interface PageNavigation {
  reload(): void;
  assign(url: string): void;
}

export const windowNavigation: PageNavigation = {
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};
