import { useEffect, type RefObject } from 'react';
import { useSetting } from '@/core/settings';

const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);

/** Applies the mediaVolume setting to a media element and remembers the reader's changes. */
export function useMediaVolume(ref: RefObject<HTMLMediaElement | null>, active: boolean): () => void {
  const [volume, setVolume] = useSetting('mediaVolume');

  useEffect(() => {
    const el = ref.current;
    if (el && Math.abs(el.volume - clamp(volume)) > 0.001) el.volume = clamp(volume);
  }, [ref, volume, active]);

  return () => {
    const el = ref.current;
    if (el && Math.abs(el.volume - clamp(volume)) > 0.001) setVolume(clamp(el.volume));
  };
}
