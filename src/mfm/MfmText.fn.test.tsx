import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsForTests, setSetting } from '@/core/settings';
import { MfmAnimationProvider, MfmAnimationToggle, useMfmAnimationToggle } from './MfmAnimationToggle';
import { MfmText } from './MfmText';
import { renderMfm } from './mfm.test-util';
import { resetWarnings } from './warn-once';
import styles from './fn/fn.module.css';

beforeEach(() => resetWarnings());
afterEach(async () => {
  await resetSettingsForTests();
});

/** The outermost effect element of a rendered function. */
function effect(text: string, props = {}): HTMLElement {
  const { container } = renderMfm(text, props);
  return container.firstElementChild?.firstElementChild as HTMLElement;
}

describe('animated functions', () => {
  it.each([
    ['tada', styles.tada, '1s'],
    ['jelly', styles.jelly, '1s'],
    ['twitch', styles.twitch, '0.5s'],
    ['shake', styles.shake, '0.5s'],
    ['spin', styles.spin, '1.5s'],
    ['jump', styles.jump, '0.75s'],
    ['bounce', styles.bounce, '0.75s'],
    ['rainbow', styles.rainbow, '1s'],
  ])('%s animates with its default speed', (name, className, speed) => {
    const el = effect(`$[${name} x]`);
    expect(el.classList.contains(className as string)).toBe(true);
    expect(el.style.animationDuration).toBe(speed);
    expect(el.style.animationDelay).toBe('0s');
    expect(el.style.animationIterationCount).toBe('infinite');
    expect(el.textContent).toBe('x');
  });
  it('takes valid speed, delay and loop', () => {
    const el = effect('$[shake.speed=2s,delay=0.5s,loop=3 x]');
    expect([el.style.animationDuration, el.style.animationDelay, el.style.animationIterationCount]).toEqual(['2s', '0.5s', '3']);
  });
  it('falls back on invalid speed, delay and loop', () => {
    const el = effect('$[shake.speed=fast,delay=2,loop=0 x]');
    expect([el.style.animationDuration, el.style.animationDelay, el.style.animationIterationCount]).toEqual(['0.5s', '0s', 'infinite']);
  });
  it('converts fps into a speed', () => {
    expect(effect('$[jump.fps=4 x]').style.animationDuration).toBe('0.25s');
  });
  it.each([
    ['$[spin x]', styles.spin, 'normal'],
    ['$[spin.left x]', styles.spin, 'reverse'],
    ['$[spin.alternate x]', styles.spin, 'alternate'],
    ['$[spin.left,alternate x]', styles.spin, 'alternate-reverse'],
    ['$[spin.x x]', styles.spinX, 'normal'],
    ['$[spin.y x]', styles.spinY, 'normal'],
  ])('%s', (text, className, direction) => {
    const el = effect(text);
    expect(el.classList.contains(className as string)).toBe(true);
    expect(el.style.animationDirection).toBe(direction);
  });
  it('do not animate when the animation setting is off (tada still enlarges)', () => {
    setSetting('animation', false);
    const tada = effect('$[tada x]');
    expect(tada.classList.contains(styles.tada as string)).toBe(false);
    expect(tada.style.animationDuration).toBe('');
    expect(tada.style.fontSize).toBe('150%');
    expect(effect('$[spin y]').classList.contains(styles.spin as string)).toBe(false);
  });
  it('the animation setting wins over an explicit animate prop', () => {
    setSetting('animation', false);
    expect(effect('$[spin y]', { animate: true }).classList.contains(styles.spin as string)).toBe(false);
  });
  it('animatedMfm off stops them by default; the animate prop can play them', () => {
    setSetting('animatedMfm', false);
    expect(effect('$[spin y]').classList.contains(styles.spin as string)).toBe(false);
    expect(effect('$[spin y]', { animate: true }).classList.contains(styles.spin as string)).toBe(true);
  });
  it('a note toggles play/stop for everything inside it', () => {
    function Note() {
      const [playing, toggle] = useMfmAnimationToggle();
      return (
        <MfmAnimationProvider playing={playing}>
          <MfmAnimationToggle playing={playing} onToggle={toggle} />
          <MfmText text="$[jelly j]" author={{ host: null }} />
        </MfmAnimationProvider>
      );
    }
    render(<Note />);
    const jelly = () => screen.getByText('j');
    expect(jelly().classList.contains(styles.jelly as string)).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(jelly().classList.contains(styles.jelly as string)).toBe(false);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('static functions', () => {
  it.each([
    ['$[flip x]', 'scaleX(-1)'],
    ['$[flip.h x]', 'scaleX(-1)'],
    ['$[flip.v x]', 'scaleY(-1)'],
    ['$[flip.h,v x]', 'scale(-1, -1)'],
    ['$[rotate x]', 'rotate(90deg)'],
    ['$[rotate.deg=45 x]', 'rotate(45deg)'],
    ['$[position.x=1,y=-2 x]', 'translate(1em, -2em)'],
    ['$[scale.x=2,y=3 x]', 'scale(2, 3)'],
    ['$[scale.x=10 x]', 'scale(5, 1)'],
  ])('%s → transform %s', (text, transform) => {
    expect(effect(text).style.transform).toBe(transform);
  });
  it.each([
    ['x2', '200%'],
    ['x3', '400%'],
    ['x4', '600%'],
  ])('%s → font-size %s', (name, size) => {
    expect(effect(`$[${name} big]`).style.fontSize).toBe(size);
  });
  it.each(['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math'])('font.%s', (family) => {
    expect(effect(`$[font.${family} x]`).style.fontFamily).toBe(family);
  });
  it('font with an unknown family adds no style', () => {
    expect(effect('$[font.comic x]').getAttribute('style')).toBeNull();
  });
  it('blur', () => {
    expect(effect('$[blur secret]').classList.contains(styles.blur as string)).toBe(true);
  });
  it('fg and bg take valid colours', () => {
    expect(effect('$[fg.color=0f0 x]').style.color).toBe('rgb(0, 255, 0)');
    expect(effect('$[bg.color=0000ff x]').style.backgroundColor).toBe('rgb(0, 0, 255)');
  });
  it('border takes style, width, colour, radius and noclip', () => {
    const el = effect('$[border.style=dashed,width=3,color=0f0,radius=4,noclip x]');
    expect(el.style.borderStyle).toBe('dashed');
    expect(el.style.borderWidth).toBe('3px');
    expect(el.style.borderColor).toBe('rgb(0, 255, 0)');
    expect(el.style.borderRadius).toBe('4px');
    expect(el.style.overflow).toBe('visible');
  });
  it('border falls back and clamps', () => {
    const el = effect('$[border.style=wavy,width=9999,color=zz,radius=-4 x]');
    expect([el.style.borderStyle, el.style.borderWidth, el.style.borderColor, el.style.borderRadius]).toEqual([
      'solid',
      '20px',
      'rgb(255, 0, 0)',
      '0px',
    ]);
    expect(el.style.overflow).toBe('clip');
  });
  it('sparkle shows particles only while animating', () => {
    const { container, unmount } = renderMfm('$[sparkle ✨x]');
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    unmount();
    setSetting('animation', false);
    expect(renderMfm('$[sparkle x]').container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
  it('ruby', () => {
    const { container } = renderMfm('$[ruby 漢字 かんじ]');
    expect(container.querySelector('ruby')?.firstChild?.textContent).toBe('漢字');
    expect(container.querySelector('rt')?.textContent).toBe('かんじ');
  });
  it('unixtime', () => {
    const { container } = renderMfm('$[unixtime 1700000000]');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2023-11-14T22:13:20.000Z');
  });
  it('unixtime with a non-number shows the text', () => {
    const { container } = renderMfm('$[unixtime soon]');
    expect(container.querySelector('time')).toBeNull();
    expect(container.textContent).toBe('soon');
  });
  it('plain shows its content without markup', () => {
    const { container } = renderMfm('$[plain **x** y]');
    expect(container.textContent).toBe('**x** y');
    expect(container.querySelector('b')).toBeNull();
  });
  it('unknown functions show their content and warn once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderMfm('$[marquee a] $[marquee b]');
    expect(container.textContent).toBe('a b');
    expect(warn).toHaveBeenCalledTimes(1);
  });
  it('advanced MFM off: effects are dropped, meaning is kept', () => {
    setSetting('advancedMfm', false);
    const { container } = renderMfm('$[x4 $[position.x=3 $[fg.color=0f0 a]]] $[ruby 漢 かん]');
    expect(container.querySelector('[style]')).toBeNull();
    expect(container.querySelector('rt')?.textContent).toBe('かん');
  });
});

describe('hostile arguments fall back safely', () => {
  it.each([
    ['$[fg.color=javascript:alert(1) x]', 'color'],
    ['$[bg.color=;background:url(https://evil.example) x]', 'backgroundColor'],
    ['$[fg.color=expression(alert(1)) x]', 'color'],
    ['$[bg.color=red;position:fixed x]', 'backgroundColor'],
  ] as const)('%s', (text, prop) => {
    const { container } = renderMfm(text);
    const styled = container.querySelector('[style]') as HTMLElement | null;
    const style = styled?.getAttribute('style') ?? '';
    expect(style).not.toMatch(/url\(|javascript|expression|position|fixed/i);
    if (styled && styled.style[prop]) expect(styled.style[prop]).toBe('rgb(255, 0, 0)');
  });
  it('nested x4 cannot grow text beyond the cap', () => {
    const { container } = renderMfm('$[x4 $[x4 $[x4 $[x4 deep]]]]');
    const sizes = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) => parseFloat(el.style.fontSize) / 100);
    expect(sizes.reduce((a, b) => a * b, 1)).toBeLessThanOrEqual(8.0001);
  });
  it('nested position cannot move content further than the budget', () => {
    const { container } = renderMfm('$[position.x=99999999 $[position.x=99999999 $[position.y=-99999999 far]]]');
    const transforms = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) => el.style.transform);
    expect(transforms).toEqual(['translate(10em, 0em)', 'translate(0em, 0em)', 'translate(0em, 0em)']);
  });
  it('nested scale stays within 5 overall', () => {
    const { container } = renderMfm('$[scale.x=5 $[scale.x=5 $[scale.x=1e309 x]]]');
    const transforms = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) => el.style.transform);
    expect(transforms).toEqual(['scale(5, 1)', 'scale(1, 1)', 'scale(1, 1)']);
  });
});
