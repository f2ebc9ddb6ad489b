import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';

/** The admin area's entry (its child pages come with their own issues). */
export function AdminPage() {
  const { t } = useI18n();
  return (
    <section data-page="admin">
      <PageHeader title={t('admin.title')} />
      <div style={{ padding: 16 }}>
        <h2>{t('admin.overview')}</h2>
        <p>{t('admin.description')}</p>
      </div>
    </section>
  );
}
