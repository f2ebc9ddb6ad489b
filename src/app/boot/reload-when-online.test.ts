import { describe, expect, it, vi } from 'vitest';
import { reloadWhenOnline } from './reload-when-online';

function browser(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as EventTarget & { navigator: { onLine: boolean } };
}

describe('reloadWhenOnline', () => {
  it('online: reloads at once', () => {
    const reload = vi.fn();
    reloadWhenOnline(reload, browser(true) as never);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline: waits for the browser to be back online, then reloads once', () => {
    const reload = vi.fn();
    const env = browser(false);
    reloadWhenOnline(reload, env as never);
    expect(reload).not.toHaveBeenCalled();
    env.dispatchEvent(new Event('online'));
    env.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a cancelled wait never reloads', () => {
    const reload = vi.fn();
    const env = browser(false);
    const cancel = reloadWhenOnline(reload, env as never);
    cancel();
    env.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
