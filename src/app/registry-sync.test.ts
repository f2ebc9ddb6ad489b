import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/api/api-error';
import { registrySync } from './app-context';

const denied = () => new ApiError('server', 'i/registry/set', 'denied', 400, { code: 'ACCESS_DENIED', message: 'denied', id: 'x' });

describe('settings sync through the registry', () => {
  it('an app token the server refuses turns sync off once, silently, for the session', async () => {
    const request = vi.fn().mockRejectedValue(denied());
    const sync = registrySync({ request });
    await expect(sync.set(['client'], 'theme', 'dark')).resolves.toBeUndefined();
    await expect(sync.set(['client'], 'theme', 'light')).resolves.toBeUndefined();
    await expect(sync.getAll(['client'])).rejects.toThrow();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![2]).toEqual({ suppressError: true });
  });

  it('other failures still fail (the settings store keeps the change for later)', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError('network', 'i/registry/set', 'offline'));
    const sync = registrySync({ request });
    await expect(sync.set(['client'], 'k', 1)).rejects.toThrow('offline');
    await expect(sync.set(['client'], 'k', 2)).rejects.toThrow('offline');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('tells once that the token was refused, so the account remembers it (a pasted token of unknown kind)', async () => {
    const request = vi.fn().mockRejectedValue(denied());
    const onDenied = vi.fn();
    const sync = registrySync({ request }, onDenied);
    await expect(sync.getAll(['client', 'base'])).rejects.toThrow();
    await sync.set(['client', 'base'], 'keepCw', false);
    expect(onDenied).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledOnce();
  });

  it('other failures are no refusal', async () => {
    const onDenied = vi.fn();
    const sync = registrySync({ request: vi.fn().mockRejectedValue(new ApiError('network', 'i/registry/get-all', 'offline')) }, onDenied);
    await expect(sync.getAll(['client', 'base'])).rejects.toThrow('offline');
    expect(onDenied).not.toHaveBeenCalled();
  });
});
