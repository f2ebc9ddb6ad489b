import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';
import { MfmCheatSheet } from './MfmCheatSheet';

/** /mfm-cheat-sheet */
export function MfmCheatSheetPage() {
  const { t } = useI18n();
  return (
    <section data-page="mfm-cheat-sheet">
      <PageHeader title={t('mfmCheatSheet.title')} />
      <MfmCheatSheet />
    </section>
  );
}
