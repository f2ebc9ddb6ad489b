// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { subscribeTopModal } from './top-modal';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('subscribeTopModal', () => {
  it('is told of dialogs coming, opening and going, not of feed rows coming and going', async () => {
    const onChange = vi.fn();
    const off = subscribeTopModal(onChange);
    const feed = document.createElement('div');
    document.body.append(feed);
    await settle();
    onChange.mockClear();
    for (let i = 0; i < 5; i++) {
      const row = document.createElement('article');
      row.innerHTML = '<p>note</p><img alt="">';
      feed.append(row);
    }
    feed.firstElementChild!.remove();
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    const host = document.createElement('div');
    host.innerHTML = '<dialog></dialog>';
    document.body.append(host);
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);
    host.querySelector('dialog')!.setAttribute('open', '');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(2);
    host.remove();
    await settle();
    expect(onChange).toHaveBeenCalledTimes(3);
    off();
    feed.remove();
  });
});
