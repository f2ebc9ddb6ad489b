import { describe, expect, it } from 'vitest';
import { defaultProfile } from './deck-model';
import { addColumn } from './deck-ops';
import { addProfile, currentProfile, deleteProfile, profileNames, renameProfile, setCurrentProfile, switchProfile } from './deck-profiles';

const empty = { profile: 'default', profiles: {} };

describe('deck profiles', () => {
  it('starts with the default deck', () => {
    expect(profileNames(empty)).toEqual(['default']);
    expect(currentProfile(empty)).toEqual(defaultProfile());
  });
  it('stores the current profile and keeps others apart', () => {
    const withCol = setCurrentProfile(empty, addColumn(defaultProfile(), { id: 'h', type: 'timeline', tl: 'home', name: null, width: 300 }));
    const two = addProfile(withCol, 'Work');
    expect(two.profile).toBe('Work');
    expect(profileNames(two)).toEqual(['default', 'Work']);
    expect(currentProfile(two)).toEqual(defaultProfile());
    expect(currentProfile(switchProfile(two, 'default')).layout).toEqual([['main'], ['h']]);
    expect(switchProfile(two, 'nope')).toBe(two);
  });
  it('keeps the unsaved default when adding a profile first', () => {
    const two = addProfile(empty, 'Second');
    expect(profileNames(two)).toEqual(['default', 'Second']);
  });
  it('refuses empty and duplicate names', () => {
    expect(addProfile(empty, '  ')).toBe(empty);
    expect(addProfile(empty, 'default')).toBe(empty);
  });
  it('renames, following the current profile', () => {
    const two = addProfile(empty, 'Work');
    const renamed = renameProfile(two, 'Work', 'Office');
    expect(profileNames(renamed)).toEqual(['default', 'Office']);
    expect(renamed.profile).toBe('Office');
    expect(renameProfile(two, 'Work', 'default')).toBe(two);
  });
  it('deletes, switching away, and resets the last one', () => {
    const two = addProfile(empty, 'Work');
    const one = deleteProfile(two, 'Work');
    expect(one.profile).toBe('default');
    expect(profileNames(one)).toEqual(['default']);
    expect(deleteProfile(one, 'default')).toEqual({ profile: 'default', profiles: {} });
  });
});
