import type { ReactNode } from 'react';
import { useCapabilities, type EndpointCapability } from '@/core/capabilities';
import { useI18n, type MessageKey } from '@/core/i18n';
import { Notice } from '@/ui/notice/Notice';
import { SettingsPageFrame } from './SettingsPageFrame';

/**
 * A settings page whose every action is a capability whose endpoints the server refuses to a token made for an app
 * (`secure`): for such a sign-in the page says why instead, and sends none of its requests.
 */
export function AppTokenGate({ page, capability, messageKey = 'settingsScreens.tokens.appTokenOnly', children }: { page: string; capability: EndpointCapability; messageKey?: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  if (caps.tokenMay[capability]) return <>{children}</>;
  return (
    <SettingsPageFrame page={page}>
      <Notice name="app-token">{t(messageKey)}</Notice>
    </SettingsPageFrame>
  );
}
