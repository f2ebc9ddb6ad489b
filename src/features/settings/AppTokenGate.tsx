import type { ReactNode } from 'react';
import { useCapabilities } from '@/core/capabilities';
import { useI18n, type MessageKey } from '@/core/i18n';
import { Notice } from '@/ui/notice/Notice';
import { SettingsPageFrame } from './SettingsPageFrame';

/**
 * A settings page whose every action is an endpoint the server refuses to a token made for an app
 * (`secure`): for such a sign-in the page says why instead, and sends none of its requests.
 */
export function AppTokenGate({ page, endpoint, messageKey = 'tokens.appTokenOnly', children }: { page: string; endpoint: string; messageKey?: MessageKey; children: ReactNode }) {
  const { t } = useI18n();
  const caps = useCapabilities();
  if (caps.tokenMay(endpoint)) return <>{children}</>;
  return (
    <SettingsPageFrame page={page}>
      <Notice name="app-token">{t(messageKey)}</Notice>
    </SettingsPageFrame>
  );
}
