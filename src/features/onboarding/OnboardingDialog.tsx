import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n, type MessageKey } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { pinnedUsersQuery, usersQuery } from '@/features/explore';
import { UserCard } from '@/features/relations';
import { timelineQuery } from '@/features/timeline';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { STARTER_WIDGETS, starterWidgets } from './starter-widgets';
import { suggestedUsers } from './suggested-users';
import styles from './Onboarding.module.css';

const WIDGET_LABELS: Record<string, MessageKey> = {
  notifications: 'widgets.kinds.notifications',
  trends: 'widgets.kinds.trends',
  onlineUsers: 'widgets.kinds.onlineUsers',
  calendar: 'widgets.kinds.calendar',
};

/**
 * The onboarding of a just-created account: people to follow (the server's pinned users and its
 * most followed active local users; following really follows), then the starter widgets (each can
 * be taken away or put back) and a word on the Home timeline it starts on. Skippable at any step.
 */
export function OnboardingDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [step, setStep] = useState<'people' | 'widgets'>('people');
  const pinned = useQuery(pinnedUsersQuery());
  const popular = useQuery(usersQuery('local', '+follower', 20));
  const [widgets, setWidgets] = useSetting('widgets');
  // Fixed once both lists answered: following someone does not move the list under the pointer.
  const [people, setPeople] = useState<ReturnType<typeof suggestedUsers> | null>(null);
  const settled = (pinned.data !== undefined || pinned.isError) && (popular.data !== undefined || popular.isError);
  if (people === null && settled) setPeople(suggestedUsers(pinned.data ?? [], popular.data ?? [], userId));

  function finish() {
    // Whom the reader just followed shows on the Home timeline they land on.
    void qc.refetchQueries({ queryKey: timelineQuery({ kind: 'home' }).queryKey, exact: true });
    onClose();
  }

  function toggleWidget(name: string, on: boolean) {
    if (!on) setWidgets(widgets.filter((w) => w.name !== name));
    else if (!widgets.some((w) => w.name === name)) setWidgets([...widgets, ...starterWidgets().filter((w) => w.name === name)]);
  }

  return (
    <Modal label={t('onboarding.title')} onCancel={finish}>
      <div className={styles.body} data-onboarding-step={step}>
        <h2 className={styles.title}>{t('onboarding.title')}</h2>
        {step === 'people' ? (
          <section className={styles.section} aria-label={t('onboarding.people.title')}>
            <h3 className={styles.subtitle}>{t('onboarding.people.title')}</h3>
            <p className={styles.hint}>{t('onboarding.people.hint')}</p>
            {people === null ? (
              <p role="status">{t('onboarding.people.loading')}</p>
            ) : people.length === 0 ? (
              <p>{pinned.isError && popular.isError ? t('onboarding.people.failed') : t('onboarding.people.none')}</p>
            ) : (
              <div className={styles.people} data-suggested-users>
                {people.map((u) => (
                  <UserCard key={u.id} user={u} />
                ))}
              </div>
            )}
          </section>
        ) : (
          <section className={styles.section} aria-label={t('onboarding.widgets.title')}>
            <h3 className={styles.subtitle}>{t('onboarding.widgets.title')}</h3>
            <p className={styles.hint}>{t('onboarding.widgets.hint')}</p>
            <ul className={styles.widgets}>
              {STARTER_WIDGETS.map(({ name }) => (
                <li key={name}>
                  <label className={styles.check}>
                    <input type="checkbox" data-starter-widget={name} checked={widgets.some((w) => w.name === name)} onChange={(e) => toggleWidget(name, e.target.checked)} />
                    <span>{t(WIDGET_LABELS[name] ?? 'widgets.title')}</span>
                  </label>
                </li>
              ))}
            </ul>
            <p className={styles.hint}>{t('onboarding.home')}</p>
          </section>
        )}
        <div className={styles.buttons}>
          {step === 'people' ? (
            <>
              <Button onClick={finish} data-action="skip-onboarding">
                {t('onboarding.skip')}
              </Button>
              <Button primary onClick={() => setStep('widgets')} autoFocus>
                {t('onboarding.next')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => setStep('people')}>{t('onboarding.back')}</Button>
              <Button primary onClick={finish} autoFocus data-action="finish-onboarding">
                {t('onboarding.done')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Modal>
  );
}
