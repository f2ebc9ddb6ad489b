import { vi } from 'vitest';

/**
 * jsdom's media elements do not play: this gives them a playing state, a duration, a settable
 * position and speed, with the events a browser fires, for the player's component tests.
 */
export function stubMediaElements(duration = 40): void {
  const state = new WeakMap<HTMLMediaElement, { paused: boolean; time: number; rate: number }>();
  const of = (el: HTMLMediaElement) => {
    let s = state.get(el);
    if (!s) state.set(el, (s = { paused: true, time: 0, rate: 1 }));
    return s;
  };
  const fire = (el: HTMLMediaElement, type: string) => el.dispatchEvent(new Event(type));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = false;
    fire(this, 'play');
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = true;
    fire(this, 'pause');
  });
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).paused;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => duration);
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).time;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, v: number) {
    of(this).time = v;
    fire(this, 'seeked');
  });
  vi.spyOn(HTMLMediaElement.prototype, 'playbackRate', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).rate;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'playbackRate', 'set').mockImplementation(function (this: HTMLMediaElement, v: number) {
    of(this).rate = v;
    fire(this, 'ratechange');
  });
}
