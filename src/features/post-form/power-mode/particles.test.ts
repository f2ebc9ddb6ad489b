import { describe, expect, it } from 'vitest';
import { settingDefinitions } from '@/core/settings';
import { ALIVE_TIME_UNIT_MS, burstOf, GRAVITY_UNIT_PX_S2, particleFrames, shakeFrames } from './particles';

const translate = (t: string) => t.match(/-?[\d.]+/g)!.map(Number) as [number, number];

describe('power mode physics', () => {
  it('reads the spec defaults (10, 3, 30, 5, 5) as 10 particles of 6 px, 600 px/s², 500 ms and a 5 px jolt', () => {
    const d = (k: keyof typeof settingDefinitions) => settingDefinitions[k].default as number;
    expect(burstOf({ count: d('powerModeCount'), size: d('powerModeSize'), gravity: d('powerModeGravity'), aliveTime: d('powerModeAliveTime'), shakePower: d('powerModeShakePower') })).toEqual({
      count: 10,
      diameter: 6,
      gravity: 30 * GRAVITY_UNIT_PX_S2,
      durationMs: 5 * ALIVE_TIME_UNIT_MS,
      shakePx: 5,
    });
  });

  it('clamps numbers outside what the settings page allows', () => {
    expect(burstOf({ count: 999, size: -1, gravity: Number.NaN, aliveTime: 100, shakePower: -3 })).toEqual({ count: 50, diameter: 2, gravity: 0, durationMs: 2000, shakePx: 0 });
  });

  it('throws a particle upwards, lets gravity pull it down and fades it out', () => {
    const burst = burstOf({ count: 1, size: 3, gravity: 30, aliveTime: 10, shakePower: 0 });
    const frames = particleFrames(burst, () => 0.5); // straight up at the middle speed (165 px/s)
    expect(frames[0]).toEqual({ transform: 'translate(0.0px, 0.0px)', opacity: 1, offset: 0 });
    expect(frames.at(-1)?.opacity).toBe(0);
    const ys = frames.map((f) => translate(f.transform)[1]);
    // Up first, then down: after 1 s, y = -165 + 300 = 135 px.
    expect(Math.min(...ys)).toBeLessThan(-20);
    expect(ys.at(-1)).toBeCloseTo(135, 0);
  });

  it('without gravity a particle flies in a straight line', () => {
    const frames = particleFrames(burstOf({ count: 1, size: 3, gravity: 0, aliveTime: 10, shakePower: 0 }), () => 0.5);
    const ys = frames.map((f) => translate(f.transform)[1]);
    expect(ys.every((y, i) => i === 0 || y < ys[i - 1]!)).toBe(true);
  });

  it('jolts within the shake power and comes back to rest', () => {
    const frames = shakeFrames(8, () => 1);
    expect(translate(frames[0]!.transform)).toEqual([8, 8]);
    expect(frames.at(-1)).toEqual({ transform: 'translate(0, 0)' });
    for (const f of shakeFrames(8)) for (const v of translate(f.transform)) expect(Math.abs(v)).toBeLessThanOrEqual(8);
  });
});
