import { describe, expect, it } from 'vitest';
import { MEDIA_SPEEDS } from '@/core/constants';
import { clampTime, controlsHideDelay, formatMediaTime, playerKeyAction, stepVolume } from './player-logic';

describe('playerKeyAction (spec §9, Media player)', () => {
  it('the arrows seek 10 s back and forth', () => {
    expect(playerKeyAction('ArrowRight')).toEqual({ kind: 'seekBy', seconds: 10 });
    expect(playerKeyAction('ArrowLeft')).toEqual({ kind: 'seekBy', seconds: -10 });
  });

  it('the number keys jump to 0–90 %', () => {
    expect(playerKeyAction('0')).toEqual({ kind: 'seekTo', fraction: 0 });
    expect(playerKeyAction('5')).toEqual({ kind: 'seekTo', fraction: 0.5 });
    expect(playerKeyAction('9')).toEqual({ kind: 'seekTo', fraction: 0.9 });
  });

  it('up and down step the volume by 0.1; space and k toggle; m mutes; f fullscreen; others are not the player’s', () => {
    expect(playerKeyAction('ArrowUp')).toEqual({ kind: 'volumeBy', delta: 0.1 });
    expect(playerKeyAction('ArrowDown')).toEqual({ kind: 'volumeBy', delta: -0.1 });
    expect(playerKeyAction(' ')).toEqual({ kind: 'toggle' });
    expect(playerKeyAction('k')).toEqual({ kind: 'toggle' });
    expect(playerKeyAction('m')).toEqual({ kind: 'mute' });
    expect(playerKeyAction('f')).toEqual({ kind: 'fullscreen' });
    expect(playerKeyAction('r')).toBeNull();
    expect(playerKeyAction('Enter')).toBeNull();
  });
});

describe('player arithmetic', () => {
  it('clampTime keeps a seek inside the media', () => {
    expect(clampTime(-4, 30)).toBe(0);
    expect(clampTime(42, 30)).toBe(30);
    expect(clampTime(12, Number.NaN)).toBe(12);
    expect(clampTime(Number.NaN, 30)).toBe(0);
  });

  it('stepVolume stays on the 0.1 grid and inside 0–1', () => {
    expect(stepVolume(0.2, 0.1)).toBe(0.3);
    expect(stepVolume(0.95, 0.1)).toBe(1);
    expect(stepVolume(0.05, -0.1)).toBe(0);
    expect(stepVolume(Number.NaN, 0.1)).toBe(0.1);
  });

  it('controls hide after 2 s, 3 s after a touch', () => {
    expect(controlsHideDelay('mouse')).toBe(2000);
    expect(controlsHideDelay(null)).toBe(2000);
    expect(controlsHideDelay('touch')).toBe(3000);
  });

  it('formats times as m:ss or h:mm:ss', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(75.9)).toBe('1:15');
    expect(formatMediaTime(3725)).toBe('1:02:05');
    expect(formatMediaTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });

  it('the speed menu offers 0.5 to 4', () => {
    expect(Math.min(...MEDIA_SPEEDS)).toBe(0.5);
    expect(Math.max(...MEDIA_SPEEDS)).toBe(4);
    expect(MEDIA_SPEEDS).toContain(1);
  });
});
