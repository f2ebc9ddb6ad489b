import { selectDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';
import { getSetting } from '@/core/settings';
import { sleepDuration, startSleep } from '@/core/sleep/sleep-mode';

const CHOICES = [
  ['1hour', 'settingsScreens.behavior.sleep1h'],
  ['2hour', 'settingsScreens.behavior.sleep2h'],
  ['4hour', 'settingsScreens.behavior.sleep4h'],
  ['8hour', 'settingsScreens.behavior.sleep8h'],
] as const;

/** Asks how long to sleep (`defaultSleepTime` chosen first) and starts sleep mode. */
export async function askSleep(): Promise<void> {
  const chosen = await selectDialog({
    title: t('timelineBehavior.sleepMode'),
    text: t('timelineBehavior.sleepFor'),
    items: CHOICES.map(([value, key]) => ({ value, label: t(key) })),
    defaultValue: getSetting('defaultSleepTime'),
  });
  if (chosen) startSleep(sleepDuration(chosen));
}
