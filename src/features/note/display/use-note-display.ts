import { useEffect } from 'react';
import { settingAtom, settingsStore } from '@/core/settings';
import { applyDisplayFlag, NOTE_DISPLAY_FLAGS, type NoteDisplayFlagSetting } from './root-flags';

/**
 * Installs the visual note settings on <html> (once, by the layout): square avatars, a gap between
 * the notes of a feed, the action bar only on hover or focus, name and acct on one condensed line.
 * It follows the settings store directly: a change re-renders nothing, not even the layout.
 */
export function useNoteDisplay(): void {
  useEffect(() => {
    const root = document.documentElement;
    const unsubscribes = (Object.keys(NOTE_DISPLAY_FLAGS) as NoteDisplayFlagSetting[]).map((key) => {
      const atom = settingAtom(key);
      const apply = () => applyDisplayFlag(root, key, settingsStore.get(atom) === true);
      apply();
      return settingsStore.sub(atom, apply);
    });
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, []);
}
