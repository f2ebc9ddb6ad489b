import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/core/accounts/session';
import { instanceMetaQuery } from '@/core/instance/instance-meta';
import { getSetting, resetSetting, setSetting } from '@/core/settings';
import AdSlotImpl from './AdSlot';
import { AdSlot } from './index';

const ads = [
  { id: 'ad1', place: 'square', ratio: 1, url: 'https://shop.example/', imageUrl: 'https://shop.example/a.png' },
  { id: 'ad0', place: 'square', ratio: 0, url: 'https://zero.example/', imageUrl: 'https://zero.example/z.png' },
];

function client(meta: Record<string, unknown>) {
  startSession({ id: 'me1', token: 't', origin: 'http://ads.test', username: 'carol', isAdmin: false, isModerator: false });
  const qc = new QueryClient();
  qc.setQueryData(instanceMetaQuery().queryKey, meta);
  return qc;
}

afterEach(() => {
  resetSetting('mutedAds');
  resetSetting('showAds');
  vi.restoreAllMocks();
});

describe('an ad slot', () => {
  it('shows the ad of ratio above 0; its menu explains, gives the contact and hides the ad', async () => {
    const qc = client({ ads, maintainerName: 'Staff', maintainerEmail: 'staff@example.com' });
    render(<QueryClientProvider client={qc}><AdSlotImpl places={['square']} /></QueryClientProvider>);
    const link = screen.getByRole('link', { name: /shop\.example/ });
    expect(link.getAttribute('href')).toBe('https://shop.example/');
    expect(document.querySelector('[data-ad="ad0"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'この広告について' }));
    expect(document.querySelector('[data-ad-report]')!.textContent).toContain('staff@example.com');
    fireEvent.click(document.querySelector('[data-ad-hide]')!);
    expect(getSetting('mutedAds')).toEqual(['ad1']);
    // Muted: its ratio is 0, and the other ad has ratio 0 too, so the slot is empty.
    await waitFor(() => expect(document.querySelector('[data-ad], [data-ad-menu]')).toBeNull());
  });

  it('loads nothing while the reader hides ads or the server has none', async () => {
    setSetting('showAds', false);
    const { container } = render(<QueryClientProvider client={client({ ads })}><AdSlot places={['square']} /></QueryClientProvider>);
    expect(container.innerHTML).toBe('');
    setSetting('showAds', true);
    const empty = render(<QueryClientProvider client={client({ ads: [] })}><AdSlot places={['square']} /></QueryClientProvider>);
    expect(empty.container.innerHTML).toBe('');
    render(<QueryClientProvider client={client({ ads })}><AdSlot places={['square']} /></QueryClientProvider>);
    await waitFor(() => expect(document.querySelector('[data-ad="ad1"]')).not.toBeNull());
  });
});
