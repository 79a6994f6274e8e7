import { useApiStrings, type ApiStringKey } from './api-strings';
import { API_LAYOUTS, type ApiLayout } from './api-layout';
import * as styles from './api.module.css';

const LABELS: Record<ApiLayout, ApiStringKey> = {
  table: 'apiLayoutTable',
  expanded: 'apiLayoutExpanded',
  collapsed: 'apiLayoutCollapsed',
};

/** Table, expanded list or collapsed list: three toggle buttons, one pressed. */
export function ApiLayoutSwitch({
  section,
  value,
  onChange,
}: {
  section: string;
  value: ApiLayout;
  onChange: (layout: ApiLayout) => void;
}) {
  const t = useApiStrings();
  return (
    <div role="group" aria-label={t('apiLayout', { section })} className={styles.layoutSwitch}>
      {API_LAYOUTS.map((layout) => (
        <button key={layout} type="button" aria-pressed={value === layout} onClick={() => onChange(layout)}>
          {t(LABELS[layout])}
        </button>
      ))}
    </div>
  );
}
