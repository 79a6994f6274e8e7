import { useApiStrings } from './api-strings';
import { apiGuides } from './api-guides';
import { ApiGuideLink } from './ApiGuideLink';
import { ApiEntries } from './ApiEntries';
import { ApiHtml } from './ApiHtml';
import { ApiSection } from './ApiSection';
import type { ApiSlotView } from './api-view-types';
import * as styles from './api.module.css';
import { FilledText } from './FilledText';

/** The component's slots: name, class, default component, description. */
export function ApiSlotsSection({ area, slots }: { area: string; slots: readonly ApiSlotView[] }) {
  const t = useApiStrings();
  const guide = apiGuides(area)?.slots;
  const intro = (
    <>
      <FilledText text={t('apiSlotsIntro')} values={{ slots: <code>slots</code>, slotProps: <code>slotProps</code> }} />
      {guide ? (
        <>
          {' '}
          <ApiGuideLink to={guide}>{t('apiSlotsGuide')}</ApiGuideLink>
        </>
      ) : null}
    </>
  );
  return (
    <ApiSection id="slots" title={t('apiSlots')} area={area} section="slots" intro={intro}>
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
