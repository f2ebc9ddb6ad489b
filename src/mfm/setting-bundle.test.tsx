import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { resetSetting, setSetting } from '@/core/settings';
import { settingBundle, useSettingBundle } from './setting-bundle';

describe('settingBundle', () => {
  afterEach(() => {
    resetSetting('advancedMfm');
    resetSetting('emojiStyle');
  });

  it('gives the same snapshot until one of its settings changes, and tells its listeners', () => {
    const bundle = settingBundle(['advancedMfm', 'emojiStyle']);
    const listener = vi.fn();
    const unsubscribe = bundle.subscribe(listener);
    const first = bundle.get();
    expect(bundle.get()).toBe(first);
    setSetting('advancedMfm', !first.advancedMfm);
    expect(listener).toHaveBeenCalled();
    const second = bundle.get();
    expect(second).not.toBe(first);
    expect(second.advancedMfm).toBe(!first.advancedMfm);
    expect(second.emojiStyle).toBe(first.emojiStyle);
    unsubscribe();
    listener.mockClear();
    setSetting('advancedMfm', first.advancedMfm);
    expect(listener).not.toHaveBeenCalled();
    expect(bundle.get().advancedMfm).toBe(first.advancedMfm); // read fresh while unsubscribed
  });

  it('renders a component once on mount and again when a setting changes', () => {
    const bundle = settingBundle(['emojiStyle']);
    let renders = 0;
    function Probe() {
      renders++;
      return <span>{useSettingBundle(bundle).emojiStyle}</span>;
    }
    const view = render(<Probe />);
    expect(renders).toBe(1);
    act(() => setSetting('emojiStyle', 'native'));
    expect(view.container.textContent).toBe('native');
    expect(renders).toBe(2);
    view.unmount();
  });
});
