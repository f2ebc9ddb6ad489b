import type { DeckSettings } from '@/core/settings';
import { DEFAULT_PROFILE_NAME, defaultProfile, parseProfile, type DeckProfile } from './deck-model';

/** Named deck profiles in the `deck` setting: `{ profile: <current name>, profiles: { [name]: DeckProfile } }`. */

export function profileNames(s: DeckSettings): string[] {
  const names = Object.keys(s.profiles);
  return names.length > 0 ? names : [DEFAULT_PROFILE_NAME];
}

/** The current profile (a new default deck when none is stored yet). */
export function currentProfile(s: DeckSettings): DeckProfile {
  return s.profiles[s.profile] === undefined ? defaultProfile() : parseProfile(s.profiles[s.profile]);
}

export function setCurrentProfile(s: DeckSettings, profile: DeckProfile): DeckSettings {
  return { ...s, profiles: { ...s.profiles, [s.profile]: profile } };
}

export function switchProfile(s: DeckSettings, name: string): DeckSettings {
  return profileNames(s).includes(name) ? { ...s, profile: name } : s;
}

const validName = (s: DeckSettings, name: string) => name.trim() !== '' && !profileNames(s).includes(name.trim());

/** A new profile (a fresh default deck), which becomes the current one; refused if the name is empty or taken. */
export function addProfile(s: DeckSettings, name: string): DeckSettings {
  if (!validName(s, name)) return s;
  const base = s.profiles[s.profile] === undefined ? setCurrentProfile(s, currentProfile(s)) : s;
  return { profile: name.trim(), profiles: { ...base.profiles, [name.trim()]: defaultProfile() } };
}

export function renameProfile(s: DeckSettings, from: string, to: string): DeckSettings {
  if (!profileNames(s).includes(from) || !validName(s, to)) return s;
  const profiles: Record<string, unknown> = {};
  for (const name of profileNames(s)) profiles[name === from ? to.trim() : name] = name === from ? (s.profiles[from] ?? defaultProfile()) : s.profiles[name];
  return { profile: s.profile === from ? to.trim() : s.profile, profiles };
}

/** Deletes a profile; the last one is reset to the default deck instead. */
export function deleteProfile(s: DeckSettings, name: string): DeckSettings {
  const rest = profileNames(s).filter((n) => n !== name);
  if (rest.length === 0) return { profile: DEFAULT_PROFILE_NAME, profiles: {} };
  const profiles = { ...s.profiles };
  delete profiles[name];
  return { profile: s.profile === name ? rest[0]! : s.profile, profiles };
}
