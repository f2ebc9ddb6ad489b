import { useI18n } from '@/core/i18n';
import { POSTFORM_ITEMS } from '../catalogue/items';
import { AccountSelect, AccountToggle } from '../account/AccountControls';
import { useMe } from '../account/me';
import { Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import { SettingsPageFrame } from '../SettingsPageFrame';

/** Privacy: follow approval, visibility of follows and reactions, online status, crawlers, AI. */
export function PrivacyPage() {
  const { t } = useI18n();
  const me = useMe().data;
  return (
    <SettingsPageFrame page="privacy">
      <Section>
        <AccountToggle me={me} name="isLocked" anchor="locked" labelKey="settingsScreens.privacy.isLocked" />
        <AccountToggle me={me} name="autoAcceptFollowed" anchor="auto-accept" labelKey="settingsScreens.privacy.autoAcceptFollowed" />
        <AccountToggle me={me} name="carefulBot" anchor="careful-bot" labelKey="settingsScreens.privacy.carefulBot" />
      </Section>
      <Section>
        <AccountSelect
          me={me}
          name="ffVisibility"
          anchor="ff"
          labelKey="settingsScreens.privacy.ffVisibility"
          options={[
            { value: 'public', labelKey: 'settingsScreens.privacy.ffPublic' },
            { value: 'followers', labelKey: 'settingsScreens.privacy.ffFollowers' },
            { value: 'private', labelKey: 'settingsScreens.privacy.ffPrivate' },
          ]}
        />
        <AccountToggle me={me} name="publicReactions" anchor="reactions" labelKey="settingsScreens.privacy.publicReactions" />
        <AccountToggle me={me} name="hideOnlineStatus" anchor="online" labelKey="settingsScreens.privacy.hideOnlineStatus" />
        <AccountToggle me={me} name="isExplorable" anchor="explorable" labelKey="settingsScreens.privacy.isExplorable" />
        <AccountToggle me={me} name="noCrawle" anchor="crawle" labelKey="settingsScreens.privacy.noCrawle" />
        <AccountToggle me={me} name="preventAiLearning" anchor="ai" labelKey="settingsScreens.privacy.preventAiLearning" />
      </Section>
      <Section title={t('settingsScreens.privacy.defaultVisibility')}>
        <SettingItems items={POSTFORM_ITEMS.filter((i) => ['default-visibility', 'default-local-only', 'remember-visibility'].includes(i.anchor))} />
      </Section>
    </SettingsPageFrame>
  );
}
