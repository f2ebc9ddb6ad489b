import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getServerOrigin } from '@/core/accounts/session';
import { instanceMetaQuery } from './instance-meta';
import { keepMeta } from './kept-meta';
import { useKnownInstanceMeta } from './use-known-meta';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The start-up fetch is in flight and never answers within the test (meta held back).
  void client.prefetchQuery({ queryKey: instanceMetaQuery().queryKey, queryFn: () => new Promise(() => undefined) });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, hook: renderHook(() => useKnownInstanceMeta(), { wrapper }) };
}

describe('useKnownInstanceMeta', () => {
  afterEach(() => localStorage.clear());

  it('knows nothing before the first answer on a first start', () => {
    expect(setup().hook.result.current).toEqual({ meta: undefined, live: false, unavailable: false });
  });

  it('names the server from the kept copy until its own answer arrives', async () => {
    keepMeta(getServerOrigin(), { name: 'Kept Name', description: 'Kept' });
    const { client, hook } = setup();
    expect(hook.result.current).toMatchObject({ meta: { name: 'Kept Name' }, live: false });
    act(() => client.setQueryData(instanceMetaQuery().queryKey, { name: 'Live Name' }));
    await waitFor(() => expect(hook.result.current).toMatchObject({ meta: { name: 'Live Name' }, live: true }));
  });
});
