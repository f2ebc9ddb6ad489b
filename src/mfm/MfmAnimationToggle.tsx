import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { MfmAnimationContext, useMfmAnimationDefault } from './animation-context';
import type { ReactNode } from 'react';

/** A note's play/stop state for animated MFM, starting from the `animatedMfm` setting. */
export function useMfmAnimationToggle(): [playing: boolean, toggle: () => void] {
  const initial = useMfmAnimationDefault();
  const [override, setOverride] = useState<boolean | null>(null);
  const playing = override ?? initial;
  return [playing, () => setOverride(!playing)];
}

/** The "play / stop animated MFM" button of a note. */
export function MfmAnimationToggle({ playing, onToggle, className }: { playing: boolean; onToggle: () => void; className?: string }) {
  const { t } = useI18n();
  return (
    <button type="button" className={className} aria-pressed={playing} onClick={onToggle}>
      {playing ? t('mfm.stopAnimation') : t('mfm.playAnimation')}
    </button>
  );
}

/** Provides a note's play/stop state to every MfmText inside it. */
export function MfmAnimationProvider({ playing, children }: { playing: boolean; children: ReactNode }) {
  return <MfmAnimationContext.Provider value={playing}>{children}</MfmAnimationContext.Provider>;
}
