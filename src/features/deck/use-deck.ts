import { useCallback, useMemo } from 'react';
import { useSetting } from '@/core/settings';
import type { DeckProfile } from './deck-model';
import { addProfile, currentProfile, deleteProfile, profileNames, renameProfile, setCurrentProfile, switchProfile } from './deck-profiles';

/** The deck as stored in the `deck` setting (deviceAccount scope): the current profile and its changes. */
export function useDeck() {
  const [settings, setSettings] = useSetting('deck');
  const profile = useMemo(() => currentProfile(settings), [settings]);
  const update = useCallback((change: (p: DeckProfile) => DeckProfile) => setSettings((s) => setCurrentProfile(s, change(currentProfile(s)))), [setSettings]);
  return {
    profile,
    profileName: settings.profile,
    profileNames: profileNames(settings),
    update,
    switchProfile: (name: string) => setSettings((s) => switchProfile(s, name)),
    addProfile: (name: string) => setSettings((s) => addProfile(s, name)),
    renameProfile: (from: string, to: string) => setSettings((s) => renameProfile(s, from, to)),
    deleteProfile: (name: string) => setSettings((s) => deleteProfile(s, name)),
  };
}

export type DeckHandle = ReturnType<typeof useDeck>;
