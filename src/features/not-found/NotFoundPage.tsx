import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { PageHeader } from '@/ui/page/PageHeader';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section data-page="not-found">
      <PageHeader title={t('notFound.title')} />
      <div style={{ padding: 32, textAlign: 'center' }}>
        <p>{t('notFound.description')}</p>
        <Link to="/">{t('notFound.goHome')}</Link>
      </div>
    </section>
  );
}
