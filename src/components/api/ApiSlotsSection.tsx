import { useApiStrings } from './api-strings';
import { ApiEntries } from './ApiEntries';
import { ApiHtml } from './ApiHtml';
import { ApiSection } from './ApiSection';
import type { ApiSlotView } from './api-view-types';
import * as styles from './api.module.css';

/** The component's slots: name, class, default component, description. */
export function ApiSlotsSection({ area, slots }: { area: string; slots: readonly ApiSlotView[] }) {
  const t = useApiStrings();
  return (
    <ApiSection id="slots" title={t('apiSlots')} area={area} section="slots">
      {(layout) => (
        <ApiEntries
          rows={slots}
          layout={layout}
          anchor={(slot) => `slot-${slot.name}`}
          name={(slot) => <a href={`#slot-${slot.name}`}>{slot.name}</a>}
          nameHeader={t('apiSlotName')}
          fields={[
            {
              key: 'class',
              header: t('apiClassName'),
              render: (slot) => (slot.className ? <code className={styles.code}>.{slot.className}</code> : null),
            },
            {
              key: 'default',
              header: t('apiDefaultComponent'),
              summary: true,
              render: (slot) => (slot.defaultValue ? <code className={styles.code}>{slot.defaultValue}</code> : null),
            },
            {
              key: 'description',
              header: t('apiDescription'),
              render: (slot) => <ApiHtml html={slot.descriptionHtml} />,
            },
          ]}
        />
      )}
    </ApiSection>
  );
}
