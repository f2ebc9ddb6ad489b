import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAtTop } from './use-at-top';

describe('useAtTop', () => {
  it('recheck reads the position now, before the next frame reports the scroll', () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const offset = () => 40;
    const { result } = renderHook(() => useAtTop(offset));
    expect(result.current[0]).toBe(true);
    y = 900; // the resume placed the reader deep; no frame has run since
    expect(result.current[0]).toBe(true);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });
});
