import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { useSetting, type MutedWord } from '@/core/settings';
import { useCapabilities } from '@/core/capabilities';
import { showToast } from '@/core/toast/toast-store';
import { Button } from '@/ui/page/Button';
import { field, useMe, useUpdateMe } from '../account/me';
import { Field, Section } from '../controls/Field';
import { SettingItems } from '../controls/SettingControl';
import styles from '../controls/controls.module.css';
import { SettingsPageFrame } from '../SettingsPageFrame';
import { formatMutedWords, parseMutedWords } from '../validation';

const isMutedList = (v: unknown): v is MutedWord[] =>
  Array.isArray(v) && v.every((e) => typeof e === 'string' || (Array.isArray(e) && e.every((w) => typeof w === 'string')));

interface EditorProps {
  id: string;
  label: string;
  hint: string;
  initial: readonly MutedWord[];
  onSave: (entries: MutedWord[]) => Promise<void> | void;
  disabledReason?: string;
}

/** A word list editor: regular expressions are checked as you type; save keeps the text on failure. */
function MutedWordsEditor({ id, label, hint, initial, onSave, disabledReason }: EditorProps) {
  const { t } = useI18n();
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = text ?? formatMutedWords(initial);
  const { entries, errors } = parseMutedWords(shown);
  const error = errors.map((e) => t('settingsScreens.wordMute.invalidRegex', { line: e.line, message: e.message })).join('\n');
  return (
    <Field id={id} label={label} htmlFor={`${id}-text`} hint={disabledReason ?? hint} error={error || undefined}>
      <textarea
        id={`${id}-text`}
        name={id}
        className={`${styles.textarea} ${styles.mono}`}
        value={shown}
        aria-invalid={errors.length > 0}
        disabled={!!disabledReason}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.actions}>
        <Button
          primary
          disabled={busy || errors.length > 0 || text === null || !!disabledReason}
          data-action={`save-${id}`}
          onClick={async () => {
            setBusy(true);
            try {
              await onSave(entries);
              setText(null);
              showToast(t('settingsScreens.common.saved'), 'success');
            } catch {
              // The API client showed the error; the text stays as typed.
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

/** Word mute: soft mute (client-side, collapsed with the reason), hard mute (server-side), reaction mute. */
export function WordMutePage() {
  const { t } = useI18n();
  const [soft, setSoft] = useSetting('mutedWords');
  const [reactionMuted, setReactionMuted] = useSetting('reactionMutedWords');
  const me = useMe();
  const updateMe = useUpdateMe();
  const caps = useCapabilities();
  const hardSupported = me.data ? Array.isArray(me.data.mutedWords) && caps.updateAccount : true;
  const hard = field(me.data, 'mutedWords', isMutedList, []);
  return (
    <SettingsPageFrame page="word-mute">
      <p className={styles.hint}>{t('settingsScreens.wordMute.syntax')}</p>
      <Section>
        <MutedWordsEditor id="soft" label={t('settingsScreens.wordMute.soft')} hint={t('settingsScreens.wordMute.softHint')} initial={soft} onSave={(entries) => setSoft(entries)} />
        <SettingItems
          items={[
            { kind: 'toggle', anchor: 'exclude-reply-quote', setting: 'muteExcludeReplyQuote', labelKey: 'settingsScreens.wordMute.excludeReplyQuote' },
            { kind: 'toggle', anchor: 'exclude-notification', setting: 'muteExcludeNotification', labelKey: 'settingsScreens.wordMute.excludeNotification' },
          ]}
        />
      </Section>
      <Section>
        <MutedWordsEditor
          key={me.dataUpdatedAt}
          id="hard"
          label={t('settingsScreens.wordMute.hard')}
          hint={t('settingsScreens.wordMute.hardHint')}
          initial={hard}
          disabledReason={hardSupported ? undefined : t('settingsScreens.common.unsupported')}
          onSave={async (entries) => {
            await updateMe({ mutedWords: entries });
          }}
        />
      </Section>
      <Section>
        <MutedWordsEditor
          id="reaction"
          label={t('settingsScreens.wordMute.reactionMute')}
          hint={t('settingsScreens.wordMute.softHint')}
          initial={reactionMuted}
          onSave={(entries) => setReactionMuted(entries)}
        />
      </Section>
    </SettingsPageFrame>
  );
}
