import { describe, expect, it } from 'vitest';
import { currentHomeTab, homeSourceOf, homeTabs } from './home-tab-list';

describe('the home tabs of thirdTimelineType and fourthTimelineType', () => {
  it('adds the two chosen timelines after the four basic ones', () => {
    const tabs = homeTabs('spotlight', 'media');
    expect(tabs.map((t) => [t.id, t.label])).toEqual([
      ['home', 'timeline.home'],
      ['local', 'timeline.local'],
      ['social', 'timeline.social'],
      ['global', 'timeline.global'],
      ['third', 'timeline.featured'],
      ['fourth', 'timeline.media'],
    ]);
  });

  it('shows hybrid as the social timeline and leaves out "none"', () => {
    const tabs = homeTabs('none', 'hybrid');
    expect(tabs.map((t) => t.id)).toEqual(['home', 'local', 'social', 'global', 'fourth']);
    expect(tabs[4]).toMatchObject({ label: 'timeline.social', source: { kind: 'social' } });
  });

  it('the home page shows the chosen tab’s timeline, as the tabs say', () => {
    for (const [third, fourth] of [['spotlight', 'media'], ['none', 'hybrid'], ['media', 'none'], ['odd', 'spotlight']]) {
      for (const tl of ['home', 'local', 'social', 'global', 'third', 'fourth', 'unknown']) {
        expect(homeSourceOf(tl, third!, fourth!)).toEqual(currentHomeTab(homeTabs(third!, fourth!), tl).source);
      }
    }
  });

  it('a chosen tab that is now hidden falls back to social', () => {
    expect(homeSourceOf('third', 'none', 'media')).toEqual({ kind: 'social' });
    expect(homeSourceOf('third', 'media', 'none')).toEqual({ kind: 'media' });
  });
});

describe('the home tabs under role policies (ltlAvailable / gtlAvailable)', () => {
  const noLocal = { ltlAvailable: false, gtlAvailable: true };
  const noGlobal = { ltlAvailable: true, gtlAvailable: false };

  it('hides the local, social and media timelines without ltlAvailable, the global one without gtlAvailable', () => {
    const visible = (p: typeof noLocal) => homeTabs('spotlight', 'media', p).filter((t) => !t.hidden).map((t) => t.id);
    expect(visible(noLocal)).toEqual(['home', 'global', 'third']);
    expect(visible(noGlobal)).toEqual(['home', 'local', 'social', 'third', 'fourth']);
    expect(homeTabs('spotlight', 'media').some((t) => t.hidden)).toBe(false);
  });

  it('a stored tab that is unavailable falls back to Home, in the tabs and in the loader alike', () => {
    for (const [p, tl] of [[noLocal, 'local'], [noLocal, 'social'], [noLocal, 'fourth'], [noGlobal, 'global'], [noLocal, 'unknown']] as const) {
      expect(currentHomeTab(homeTabs('spotlight', 'media', p), tl).id).toBe('home');
      expect(homeSourceOf(tl, 'spotlight', 'media', p)).toEqual({ kind: 'home' });
    }
    expect(currentHomeTab(homeTabs('spotlight', 'media', noGlobal), 'local').id).toBe('local');
    expect(homeSourceOf('global', 'none', 'none', noLocal)).toEqual({ kind: 'global' });
  });
});
