import { confirmDialog } from '@/core/dialogs/dialog-store';
import { t } from '@/core/i18n';
import { getSetting, setSetting } from '@/core/settings';

/** Spec section 4: following this many users triggers the timeline-choice prompt. */
export const FOLLOW_COUNT_PROMPT_THRESHOLD = 10;

/** Whether a follow took the count from below the threshold to it or above. */
export function crossesFollowThreshold(before: number | null | undefined, after: number | null | undefined): boolean {
  if (typeof before !== 'number' || typeof after !== 'number') return false;
  return before < FOLLOW_COUNT_PROMPT_THRESHOLD && after >= FOLLOW_COUNT_PROMPT_THRESHOLD;
}

/** Offers the home timeline once the user follows enough people (skipped when it already is home). */
export async function promptTimelineChoice(): Promise<void> {
  if (getSetting('tl').src === 'home') return;
  const ok = await confirmDialog({ type: 'info', title: t('relations.followPrompt.title'), text: t('relations.followPrompt.text') });
  if (ok) setSetting('tl', { src: 'home', arg: null });
}
