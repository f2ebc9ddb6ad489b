import styles from './Tabs.module.css';

/** A row of tabs (role tablist); `value` is the selected id. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: ReadonlyArray<{ id: T; label: string }>; value: T; onChange: (id: T) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button key={tab.id} type="button" role="tab" aria-selected={tab.id === value} className={styles.tab} onClick={() => onChange(tab.id)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
