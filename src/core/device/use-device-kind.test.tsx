import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceKindOverride } from './device-kind';
import { useDeviceKind } from './use-device-kind';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const originalWidth = window.innerWidth;

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
});

describe('useDeviceKind', () => {
  it('follows window resizes on a mobile user agent', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    resizeTo(400);
    const { result } = renderHook(() => useDeviceKind(null));
    expect(result.current).toBe('smartphone');
    resizeTo(900);
    expect(result.current).toBe('tablet');
    resizeTo(600);
    expect(result.current).toBe('smartphone');
  });

  it('applies the override and reacts to it changing', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE_UA);
    resizeTo(400);
    const { result, rerender } = renderHook(({ o }) => useDeviceKind(o), {
      initialProps: { o: 'desktop-force' as DeviceKindOverride },
    });
    expect(result.current).toBe('desktop');
    rerender({ o: null });
    expect(result.current).toBe('smartphone');
  });
});
