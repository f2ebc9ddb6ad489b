// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTabDraft } from './use-tab-draft';

describe('useTabDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps what was typed across remounts until cleared', () => {
    const first = renderHook(() => useTabDraft('t', ''));
    act(() => first.result.current[1]('body { color: red }'));
    first.unmount();
    const second = renderHook(() => useTabDraft('t', ''));
    expect(second.result.current[0]).toBe('body { color: red }');
    act(() => second.result.current[2]());
    second.unmount();
    expect(renderHook(() => useTabDraft('t', 'fresh')).result.current[0]).toBe('fresh');
  });
});
