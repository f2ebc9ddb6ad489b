import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { field, isStrArray, useMe, useUpdateMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { useCapabilities } from '@/core/capabilities';
import { KNOWN_NOTIFICATION_TYPES, NOTIFICATION_TYPES, notificationTypeInfo, type KnownNotificationType } from '@/core/entities/notification-types';
import { PushToggle } from '@/features/pwa';

/** The types offered as "receive" checkboxes, from the table of notification types. */
const TYPES = KNOWN_NOTIFICATION_TYPES.filter((type) => notificationTypeInfo(type).setting);
/** The types offered by email, in the table's email order. */
const EMAIL_TYPES = KNOWN_NOTIFICATION_TYPES.filter((type) => notificationTypeInfo(type).setting?.emailOrder !== undefined).sort(
  (a, b) => (notificationTypeInfo(a).setting?.emailOrder ?? 0) - (notificationTypeInfo(b).setting?.emailOrder ?? 0),
);

/** A set of notification types edited as checkboxes, saved together; keeps the choice on failure. */
function TypeSet({ id, label, types, selected, onSave, disabledReason }: { id: string; label: string; types: readonly KnownNotificationType[]; selected: readonly string[]; onSave: (next: string[]) => Promise<unknown>; disabledReason?: string }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<ReadonlySet<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? new Set(selected);
  return (
    <Field id={id} label={label} hint={disabledReason}>
      <div className={styles.grid}>
        {types.map((type) => (
          <label key={type} className={styles.row}>
            <input
              type="checkbox"
              name={`${id}-${type}`}
              checked={current.has(type)}
              disabled={!!disabledReason}
              onChange={(e) => {
                const next = new Set(current);
                if (e.target.checked) next.add(type);
                else next.delete(type);
                setDraft(next);
              }}
            />
            <span>{t(notificationTypeInfo(type).setting?.label ?? NOTIFICATION_TYPES[type].label)}</span>
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          primary
          disabled={!draft || busy}
          onClick={async () => {
            if (!draft) return;
            setBusy(true);
            try {
              await onSave(types.filter((x) => draft.has(x)));
              setDraft(null);
            } catch {
              // Toasted; the checkboxes keep the choice.
            } finally {
              setBusy(false);
            }
          }}
        >
          {t('settingsScreens.common.save')}
        </Button>
      </div>
    </Field>
  );
}

/** Notifications: which types arrive (the server's muting list, inverted) and which arrive by email. */
export function NotificationsPage() {
  const { t } = useI18n();
  const me = useMe();
  const updateMe = useUpdateMe();
  const caps = useCapabilities();
  const types = TYPES.filter((x) => {
    const needs = notificationTypeInfo(x).setting?.needs;
    return !needs || caps[needs];
  });
  const muting = field(me.data, 'mutingNotificationTypes', isStrArray, []);
  const email = field(me.data, 'emailNotificationTypes', isStrArray, []);
  const hasMuting = !me.data || Array.isArray(me.data.mutingNotificationTypes);
  const hasEmail = !me.data || Array.isArray(me.data.emailNotificationTypes);
  return (
    <SettingsPageFrame page="notifications">
      <Section>
        <TypeSet
          key={`r${me.dataUpdatedAt}`}
          id="receive"
          label={t('settingsScreens.notifications.receive')}
          types={types}
          selected={types.filter((x) => !muting.includes(x))}
          disabledReason={hasMuting ? undefined : t('settingsScreens.common.unsupported')}
          onSave={(on) => updateMe({ mutingNotificationTypes: types.filter((x) => !on.includes(x)) })}
        />
      </Section>
      <Section>
        <TypeSet
          key={`e${me.dataUpdatedAt}`}
          id="email"
          label={t('settingsScreens.notifications.email')}
          types={EMAIL_TYPES}
          selected={email}
          disabledReason={hasEmail ? undefined : t('settingsScreens.common.unsupported')}
          onSave={(on) => updateMe({ emailNotificationTypes: on })}
        />
      </Section>
      <Section>
        <PushToggle />
      </Section>
    </SettingsPageFrame>
  );
}
