import { describe, expect, it } from 'vitest';
import { guestTimelineSource } from './guest-timeline';

describe('guestTimelineSource', () => {
  it('is the local timeline when the server offers guests a timeline', () => {
    expect(guestTimelineSource({ enableGuestTimeline: true, policies: { ltlAvailable: true } })).toEqual({ kind: 'local' });
  });

  it('is the featured notes when the local timeline is unavailable', () => {
    expect(guestTimelineSource({ enableGuestTimeline: true, policies: { ltlAvailable: false } })).toEqual({ kind: 'featured' });
  });

  it('is nothing when the server turned the guest timeline off, or before meta is known', () => {
    expect(guestTimelineSource({ enableGuestTimeline: false, policies: { ltlAvailable: true } })).toBeNull();
    expect(guestTimelineSource(undefined)).toBeNull();
  });

  it('follows the base role on Misskey releases without enableGuestTimeline', () => {
    expect(guestTimelineSource({ version: '2024.11.0', policies: { ltlAvailable: true } })).toEqual({ kind: 'local' });
    expect(guestTimelineSource({ version: '2024.11.0', policies: { ltlAvailable: false } })).toEqual({ kind: 'featured' });
    expect(guestTimelineSource({ version: '13.14.2', policies: null })).toEqual({ kind: 'local' });
  });
});
