/** Session set-up shared by auth.spec.ts and pwa.spec.ts. */
import { tokenOf } from './mock-api';
import type { Page } from './test';

/** carol is signed in on the server's own origin (the app served by the server, its web UI). */
export async function carolOnServerOrigin(page: Page, mockURL: string): Promise<{ id: string; token: string }> {
  const token = await tokenOf(page, 'carol');
  const tokens = (await (await page.request.get('/__mock/tokens')).json()) as Array<{ username: string; id: string }>;
  const id = tokens.find((t) => t.username === 'carol')!.id;
  const account = { id, token, origin: mockURL, username: 'carol', isAdmin: false, isModerator: false };
  await page.addInitScript(
    ([origin, value]) => {
      if (location.origin === origin && !localStorage.getItem('account')) localStorage.setItem('account', value);
    },
    [mockURL, JSON.stringify(account)] as const,
  );
  return { id, token };
}
