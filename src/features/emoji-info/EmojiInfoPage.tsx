import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { QueryState } from '@/ui/list-kit';
import { Modal } from '@/ui/dialogs/Modal';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { EmojiDetail } from './EmojiDetail';
import { parseEmojiParam } from './emoji-license';
import { emojiQuery } from './emoji-queries';
import styles from './EmojiInfo.module.css';

export type EmojiView = 'page' | 'license' | 'dialog';

/** /emoji/{emoji}, /emoji_license/{emoji} and /emoji_dialog/{emoji}. */
export function EmojiInfoPage({ param, view }: { param: string; view: EmojiView }) {
  const { t } = useI18n();
  const router = useRouter();
  const { name, host } = parseEmojiParam(param);
  const query = useQuery(emojiQuery(name, host));
  const body = (
    <QueryState query={query}>
      {(emoji) => (
        <>
          <EmojiDetail emoji={emoji} licenseOnly={view === 'license'} />
          {view === 'license' && (
            <p className={styles.links}>
              <Link to="/emoji/$emoji" params={{ emoji: param }}>
                {t('emojiInfo.details')}
              </Link>
            </p>
          )}
        </>
      )}
    </QueryState>
  );
  if (view === 'dialog') {
    const close = () => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }));
    return (
      <Modal label={t('emojiInfo.title')} onCancel={close}>
        {body}
        <div className={styles.links}>
          <Button onClick={close}>{t('common.close')}</Button>
        </div>
      </Modal>
    );
  }
  return (
    <section data-page={view === 'license' ? 'emoji-license' : 'emoji'}>
      <PageHeader title={view === 'license' ? t('emojiInfo.licenseTitle') : t('emojiInfo.title')} />
      {body}
    </section>
  );
}
