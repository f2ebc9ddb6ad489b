import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRouteComponent } from './lazy-route-component';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/settings-a.js');

describe('a route component in a chunk of its own', () => {
  it('fails its preload when the chunk does not load (the route error), loads it again at the next, and renders the chunk’s export', async () => {
    const importer = vi.fn<() => Promise<Record<string, unknown>>>().mockRejectedValueOnce(chunkError()).mockResolvedValue({ component: ({ name }: { name: string }) => <p>settings of {name}</p> });
    const Route = lazyRouteComponent<{ name: string }>(importer, 'component');
    await expect(Route.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(Route.preload()).resolves.toBeUndefined();
    expect(importer).toHaveBeenCalledTimes(2);
    render(<Route name="carol" />);
    expect(screen.getByText('settings of carol')).toBeTruthy();
  });
});
