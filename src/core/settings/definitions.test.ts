import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountSettings } from './defs-account';
import { deviceSettings } from './defs-device';
import { deviceAccountSettings } from './defs-device-account';
import { localPrefSettings } from './defs-local-prefs';
import {
  getSettingDefinition,
  settingDefinitions,
  settingKeys,
  settingKeysOfScope,
  type SettingKeyOfScope,
  type SettingValue,
} from './definitions';

describe('settings table', () => {
  it('defines every key once', () => {
    const parts = [accountSettings, deviceAccountSettings, deviceSettings, localPrefSettings].map(Object.keys);
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(settingKeys).toHaveLength(all.length);
  });

  it('gives each entry its key, a scope and a default that passes its guard', () => {
    for (const key of settingKeys) {
      const definition = getSettingDefinition(key);
      expect(definition.key).toBe(key);
      expect(['account', 'device', 'deviceAccount']).toContain(definition.scope);
      expect(definition.guard(definition.default)).toBe(true);
    }
  });

  it('freezes defaults', () => {
    expect(Object.isFrozen(settingDefinitions.reactions.default)).toBe(true);
    expect(Object.isFrozen(settingDefinitions.tl.default)).toBe(true);
  });

  it('has the account-scope defaults of the spec', () => {
    expect(settingKeysOfScope('account').sort()).toEqual(Object.keys(accountSettings).sort());
    const d = (key: SettingKeyOfScope<'account'>) => settingDefinitions[key].default;
    expect(d('tutorial')).toBe(0);
    expect(d('keepCw')).toBe(true);
    expect(d('showFullAcct')).toBe(false);
    expect(d('rememberNoteVisibility')).toBe(false);
    expect(d('defaultNoteVisibility')).toBe('public');
    expect(d('defaultNoteLocalOnly')).toBe(false);
    expect(d('uploadFolder')).toBeNull();
    expect(d('pastedFileName')).toMatch(/yyyy.*\{\{number\}\}/);
    expect(d('keepOriginalUploading')).toBe(false);
    expect(d('memo')).toBeNull();
    expect(d('reactions')).toEqual(['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮']);
    for (const key of ['reactions2', 'reactions3', 'reactions4', 'reactions5'] as const) {
      expect(d(key)).toEqual({ folderName: '', defaultOpen: false, reactions: [] });
    }
    expect(d('mutedWords')).toEqual([]);
    expect(d('reactionMutedWords')).toEqual([]);
    expect(d('muteExcludeReplyQuote')).toBe(false);
    expect(d('muteExcludeNotification')).toBe(true);
    expect(d('showAds')).toBe(true);
    expect(d('enableEmojiReactions')).toBe(true);
    expect(d('favButtonReaction')).toBe('favorite');
    expect(d('thirdTimelineType')).toBe('spotlight');
    expect(d('fourthTimelineType')).toBe('media');
    expect(d('showPublicTimelineReplyMode')).toBe('notBotOnly');
    expect(d('emojiPickerOrder')).toEqual([
      'pinned1', 'pinned2', 'pinned3', 'pinned4', 'pinned5', 'recentlyUsed', 'recentlyAddEmojis',
      'recentlyPopularReactions', 'random', 'followedCategories', 'customCategories', 'uncategorized', 'unicode',
    ]);
  });

  it('has the deviceAccount-scope defaults of the spec', () => {
    expect(settingKeysOfScope('deviceAccount').sort()).toEqual(Object.keys(deviceAccountSettings).sort());
    const s = settingDefinitions;
    expect(s.menu.default).toContain('notifications');
    expect(s.visibility.default).toBe('public');
    expect(s.localOnly.default).toBe(false);
    expect([s.postButton2, s.postButton3, s.postButton4, s.postButton5].map((b) => b.default.visibility)).toEqual([
      'home', 'l-public', 'followers', 'specified',
    ]);
    expect(s.localAndFollower.default).toBe(false);
    expect(s.statusbars.default).toEqual([]);
    expect(s.widgets.default).toEqual([]);
    expect(s.tl.default).toEqual({ src: 'social', arg: null });
  });

  it('has the device-scope defaults of the spec', () => {
    const s = settingDefinitions;
    expect(s.darkMode.scope).toBe('device');
    expect(s.darkMode.default).toBe(true);
    expect(s.animation.default).toBe(true);
    expect(s.instanceTicker.default).toBe('always');
    expect(s.nsfw.default).toBe('respect');
    expect(s.numberOfPageCache.default).toBe(4);
    expect(s.swipeTouchAngle.default).toBe(25);
    expect(s.swipeThreshold.default).toBe(10);
    expect([s.reactionPickerSize, s.reactionPickerWidth, s.reactionPickerHeight, s.reactionPickerAllWidth].map((x) => x.default)).toEqual([3, 7, 65, 95]);
    expect([s.powerModeCount, s.powerModeSize, s.powerModeGravity, s.powerModeAliveTime, s.powerModeShakePower].map((x) => x.default)).toEqual([10, 3, 30, 5, 5]);
    expect(s.serverDisconnectedBehavior.default).toBe('nothing');
    expect(s.menuDisplay.default).toBe('sideFull');
    expect(s.defaultSleepTime.default).toBe('2hour');
    expect(s.enableInfiniteScroll.default).toBe(true);
    expect(s.overridedDeviceKind.default).toBeNull();
    expect(s.showRelationMarks.default).toBe(false);
    expect('lang' in s).toBe(false);
  });

  it('has the local UI prefs of the spec, in device scope', () => {
    for (const key of Object.keys(localPrefSettings)) expect(getSettingDefinition(key as keyof typeof localPrefSettings).scope).toBe('device');
    const s = settingDefinitions;
    expect(s.lightTheme.default).toBeNull();
    expect(s.darkTheme.default).toBeNull();
    expect(s.syncDeviceDarkMode.default).toBe(false);
    expect(s.plugins.default).toEqual([]);
    expect(s.mediaVolume.default).toBe(0.5);
    expect(s.soundMasterVolume.default).toBe(0.3);
    for (const key of ['sound_note', 'sound_noteMy', 'sound_notification', 'sound_chat', 'sound_chatBg', 'sound_antenna', 'sound_channel', 'sound_reaction'] as const) {
      expect(s[key].default.volume).toBe(1);
    }
  });

  it('rejects wrongly typed values', () => {
    expect(settingDefinitions.nsfw.guard('sometimes')).toBe(false);
    expect(settingDefinitions.tl.guard({ src: 'home' })).toBe(false);
    expect(settingDefinitions.reactions.guard(['a', 1])).toBe(false);
    expect(settingDefinitions.mutedWords.guard([['a', 'b'], '/re/'])).toBe(true);
    expect(settingDefinitions.keepCw.guard('true')).toBe(false);
  });

  it('infers a value type per key', () => {
    expectTypeOf<SettingValue<'tl'>>().toEqualTypeOf<{ src: string; arg: string | null }>();
    expectTypeOf<SettingValue<'nsfw'>>().toEqualTypeOf<'respect' | 'force' | 'ignore'>();
    expectTypeOf<SettingValue<'keepCw'>>().toEqualTypeOf<boolean>();
    expectTypeOf<SettingValue<'uploadFolder'>>().toEqualTypeOf<string | null>();
    expectTypeOf<SettingValue<'reactions2'>>().toEqualTypeOf<{ folderName: string; defaultOpen: boolean; reactions: string[] }>();
    expectTypeOf<'keepCw'>().toExtend<SettingKeyOfScope<'account'>>();
    expectTypeOf<'darkMode'>().not.toExtend<SettingKeyOfScope<'account'>>();
  });
});
