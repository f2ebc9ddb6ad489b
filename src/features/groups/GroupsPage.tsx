import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCapabilities } from '@/core/capabilities';
import { inputDialog } from '@/core/dialogs/dialog-store';
import { useI18n } from '@/core/i18n';
import { IconPlus, IconUsers } from '@/ui/icons';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { groupActions } from './group-actions';
import { groupInvitationsQuery, joinedGroupsQuery, ownedGroupsQuery, type UserGroup } from './group-queries';
import { GroupsUnavailable } from './GroupsUnavailable';
import styles from './Groups.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

function GroupList({ label, groups }: { label: string; groups: UserGroup[] | undefined }) {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-label={label}>
      <h2 className={styles.sectionTitle}>{label}</h2>
      {groups?.length === 0 && <p className={styles.dim}>{t('groups.none')}</p>}
      <ul className={styles.list}>
        {(groups ?? []).map((g) => (
          <li key={g.id}>
            <Link to="/my/groups/$groupId" params={{ groupId: g.id }} className={styles.item} data-group={g.id}>
              <IconUsers size={18} aria-hidden /> <span>{g.name}</span>
              <span className={styles.dim}>{t('groups.memberCount', { n: g.userIds.length })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Invitations() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const invitations = useQuery(groupInvitationsQuery()).data ?? [];
  if (invitations.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('groups.invitations')}>
      <h2 className={styles.sectionTitle}>{t('groups.invitations')}</h2>
      <ul className={styles.list}>
        {invitations.map((i) => (
          <li key={i.id} className={styles.item} data-invitation={i.id}>
            <span>{i.group.name}</span>
            <Button primary onClick={() => void groupActions.accept(qc, i.id).catch(() => undefined)}>{t('groups.accept')}</Button>
            <Button onClick={() => void groupActions.reject(qc, i.id).catch(() => undefined)}>{t('groups.reject')}</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Groups() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const owned = useQuery(ownedGroupsQuery());
  const joined = useQuery(joinedGroupsQuery());
  const create = async () => {
    const name = await inputDialog({ title: t('groups.create'), placeholder: t('groups.namePlaceholder') });
    if (!name?.trim()) return;
    const g = await groupActions.create(qc, name.trim()).catch(() => null);
    if (g) void navigate({ to: '/my/groups/$groupId', params: { groupId: g.id } });
  };
  return (
    <section data-page="groups">
      <PageHeader
        title={t('groups.title')}
        actions={
          <Button primary onClick={() => void create()} data-action="create-group">
            <IconPlus size={16} aria-hidden /> {t('groups.create')}
          </Button>
        }
      />
      {(owned.isError || joined.isError) && (
        <QueryError
          error={owned.error ?? joined.error}
          onRetry={() => Promise.all([owned.isError && owned.refetch(), joined.isError && joined.refetch()])}
          retrying={owned.isFetching || joined.isFetching}
          message={t('groups.loadFailed')}
        />
      )}
      {(owned.isLoading || joined.isLoading) && <Loading />}
      <Invitations />
      <GroupList label={t('groups.owned')} groups={owned.data} />
      <GroupList label={t('groups.joined')} groups={joined.data} />
    </section>
  );
}

/** /my/groups: owned and joined groups, pending invitations, create. */
export function GroupsPage() {
  const caps = useCapabilities();
  return caps.groups ? <Groups /> : <GroupsUnavailable />;
}
