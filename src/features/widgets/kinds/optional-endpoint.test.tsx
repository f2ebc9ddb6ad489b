import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const request = vi.fn();
vi.mock('@/core/accounts/session', () => ({
  getApi: () => ({ request }),
  getServerOrigin: () => 'https://srv.example',
  getAccount: () => null,
}));

const { EndpointNotOffered, useOptionalEndpoint } = await import('./optional-endpoint');

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function clientKnowing(endpoints: string[] | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['https://srv.example', 'meta'], { version: '13.14.2' });
  client.setQueryData(['https://srv.example', 'endpoints'], endpoints);
  return client;
}

describe('useOptionalEndpoint asks the capabilities first', () => {
  afterEach(() => request.mockReset());

  it('never calls an endpoint the server does not list: fails at once', async () => {
    const { result } = renderHook(() => useOptionalEndpoint('onlineUsers', 'get-online-users-count', {}), { wrapper: wrapper(clientKnowing(['meta', 'notes/create'])) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(EndpointNotOffered);
    expect(request).not.toHaveBeenCalled();
  });

  it('calls it when the server lists it', async () => {
    request.mockResolvedValue({ count: 3 });
    const { result } = renderHook(() => useOptionalEndpoint<{ count: number }>('onlineUsers', 'get-online-users-count', {}), { wrapper: wrapper(clientKnowing(['get-online-users-count'])) });
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }));
    expect(request).toHaveBeenCalledWith('get-online-users-count', {}, { suppressError: true });
  });

  it('asks when the server has no endpoints list (older servers)', async () => {
    request.mockRejectedValue(new Error('404'));
    const { result } = renderHook(() => useOptionalEndpoint('onlineUsers', 'get-online-users-count', {}), { wrapper: wrapper(clientKnowing(null)) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
