import type { ApiClient } from '@/core/api/api-client';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { acctOf } from '@/core/entities/display-acct';
import { UserPicker } from './UserPicker';
import styles from '../PostForm.module.css';
import { IconX } from '@/ui/icons';

function UserChips({ users, onRemove, kind }: { users: UserLite[]; onRemove: (id: string) => void; kind: string }) {
  const { t } = useI18n();
  return (
    <>
      {users.map((u) => (
        <span key={u.id} className={styles.chip} data-recipient={`@${acctOf(u)}`} data-kind={kind}>
          @{acctOf(u)}
          <button type="button" className={styles.chipRemove} aria-label={t('postForm.removeRecipient', { acct: `@${acctOf(u)}` })} onClick={() => onRemove(u.id)}>
            <IconX aria-hidden size={14} />
          </button>
        </span>
      ))}
    </>
  );
}

interface Props {
  client: ApiClient;
  localHost: string | null;
  recipients: UserLite[];
  cc: UserLite[] | null;
  inheritCc: boolean | null;
  onAdd: (u: UserLite) => void;
  onRemove: (id: string) => void;
  onAddCc: (u: UserLite) => void;
  onRemoveCc: (id: string) => void;
  onInheritCc: (v: boolean) => void;
}

/** Recipients (and CC, when allowed) of a specified note. */
export function RecipientsField({ client, localHost, recipients, cc, inheritCc, onAdd, onRemove, onAddCc, onRemoveCc, onInheritCc }: Props) {
  const { t } = useI18n();
  const all = [...recipients, ...(cc ?? [])].map((u) => u.id);
  return (
    <div className={styles.fieldset} data-field="recipients">
      <div className={styles.line}>
        <span>{t('postForm.recipients')}</span>
        <UserChips users={recipients} onRemove={onRemove} kind="to" />
      </div>
      <UserPicker client={client} localHost={localHost} label={t('postForm.addRecipient')} onPick={onAdd} exclude={all} />
      {cc && (
        <>
          <div className={styles.line}>
            <span>{t('postForm.cc')}</span>
            <UserChips users={cc} onRemove={onRemoveCc} kind="cc" />
          </div>
          <UserPicker client={client} localHost={localHost} label={t('postForm.addCc')} onPick={onAddCc} exclude={all} />
        </>
      )}
      {inheritCc !== null && (
        <label className={styles.line}>
          <input type="checkbox" checked={inheritCc} onChange={(e) => onInheritCc(e.target.checked)} />
          {t('postForm.inheritCc')}
        </label>
      )}
    </div>
  );
}
