import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { MFM_EXAMPLES, type MfmExample } from './mfm-examples';
import styles from './MfmCheatSheet.module.css';

function Example({ item }: { item: MfmExample }) {
  const { t } = useI18n();
  const [text, setText] = useState(item.example);
  const title = t(`mfmCheatSheet.syntax.${item.id as 'bold'}`);
  return (
    <section className={styles.item} aria-label={title} data-mfm-example={item.id}>
      <h3 className={styles.itemTitle}>{title}</h3>
      <textarea className={styles.source} rows={Math.min(4, text.split('\n').length)} value={text} aria-label={t('mfmCheatSheet.source', { name: title })} onChange={(e) => setText(e.target.value)} spellCheck={false} />
      <div className={styles.preview} aria-label={t('mfmCheatSheet.result', { name: title })}>
        <MfmText text={text} author={{ host: null }} />
      </div>
    </section>
  );
}

/** Every MFM syntax with an editable example and its live rendering. */
export function MfmCheatSheet() {
  const { t } = useI18n();
  return (
    <div className={styles.sheet}>
      <p className={styles.intro}>{t('mfmCheatSheet.intro')}</p>
      {MFM_EXAMPLES.map((item) => (
        <Example key={item.id} item={item} />
      ))}
    </div>
  );
}
