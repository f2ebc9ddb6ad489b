/**
 * Power mode (the fun settings page): the physics of one burst of particles, as keyframes. Pure.
 *
 * The settings' numbers (defaults from spec section 9: count 10, size 3, gravity 30, alive time 5,
 * shake power 5) are read in these units:
 * - count: particles per keystroke;
 * - size: a particle's radius in px (it is drawn 2 × size px wide);
 * - gravity: downward pull in units of 20 px/s² (30 → 600 px/s²);
 * - alive time: how long a particle lives, in tenths of a second (5 → 500 ms);
 * - shake power: how far the form is jolted, in px (0 = no shake).
 */

export interface PowerModeSettings {
  count: number;
  size: number;
  gravity: number;
  aliveTime: number;
  shakePower: number;
}

export interface Burst {
  count: number;
  /** Diameter in px. */
  diameter: number;
  /** px/s². */
  gravity: number;
  durationMs: number;
  shakePx: number;
}

export const GRAVITY_UNIT_PX_S2 = 20;
export const ALIVE_TIME_UNIT_MS = 100;
/** Particles alive at once, whatever the count and the typing speed (keeps fast typing smooth). */
export const MAX_LIVE_PARTICLES = 400;
export const SHAKE_MS = 120;
/** Launch speed range in px/s, and the fan of directions (upwards, ±60° from vertical). */
const SPEED_MIN = 90;
const SPEED_MAX = 240;
const FAN_RAD = Math.PI / 3;
const STEPS = 8;

const clamp = (n: number, lo: number, hi: number) => (Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : lo);

/** The settings' numbers in pixels and milliseconds (out-of-range values clamped to what the page allows). */
export function burstOf(s: PowerModeSettings): Burst {
  return {
    count: Math.round(clamp(s.count, 0, 50)),
    diameter: 2 * clamp(s.size, 1, 10),
    gravity: clamp(s.gravity, 0, 100) * GRAVITY_UNIT_PX_S2,
    durationMs: clamp(s.aliveTime, 1, 20) * ALIVE_TIME_UNIT_MS,
    shakePx: clamp(s.shakePower, 0, 20),
  };
}

/** A type, not an interface: it must fit Web Animations' `Keyframe` (an index signature). */
export type ParticleFrame = {
  transform: string;
  opacity: number;
  offset: number;
};

/** One particle's flight from the caret: thrown upwards at a random angle and speed, pulled down, fading out. */
export function particleFrames(burst: Burst, random: () => number = Math.random): ParticleFrame[] {
  const angle = -Math.PI / 2 + (random() * 2 - 1) * FAN_RAD;
  const speed = SPEED_MIN + random() * (SPEED_MAX - SPEED_MIN);
  const vx = Math.cos(angle) * speed;
  const vy = Math.sin(angle) * speed;
  const seconds = burst.durationMs / 1000;
  const frames: ParticleFrame[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = (i / STEPS) * seconds;
    const x = vx * t;
    const y = vy * t + 0.5 * burst.gravity * t * t;
    frames.push({ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`, opacity: 1 - i / STEPS, offset: i / STEPS });
  }
  return frames;
}

/** A short jolt of the form: random offsets within ±power px, back to rest. */
export function shakeFrames(power: number, random: () => number = Math.random): Array<{ transform: string }> {
  const jolt = () => ((random() * 2 - 1) * power).toFixed(1);
  return [{ transform: `translate(${jolt()}px, ${jolt()}px)` }, { transform: `translate(${jolt()}px, ${jolt()}px)` }, { transform: 'translate(0, 0)' }];
}
