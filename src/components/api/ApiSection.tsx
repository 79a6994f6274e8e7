import * as React from 'react';
import { usePersistentChoice } from '../../lib/use-persistent-choice';
import {
  API_LAYOUTS,
  defaultLayout,
  layoutStorageKey,
  type ApiLayout,
  type ApiSection as SectionName,
} from './api-layout';
import { ApiHeading } from './ApiHeading';
import { ApiLayoutSwitch } from './ApiLayoutSwitch';
import * as styles from './api.module.css';

/** An H2 section of an API page whose entries the reader can lay out as a table or a list. */
export function ApiSection({
  id,
  title,
  area,
  section,
  intro,
  children,
}: {
  id: string;
  title: string;
  area: string;
  section: SectionName;
  /** What the section's entries are for, between its heading and the entries. */
  intro?: React.ReactNode;
  children: (layout: ApiLayout) => React.ReactNode;
}) {
  const [layout, setLayout] = usePersistentChoice(layoutStorageKey(area, section), API_LAYOUTS, defaultLayout(area));
  return (
    // Named by the title alone: labelled by the heading, the region's name would take in the
    // heading's "Comment on this section" button too.
    <section aria-label={title} className={styles.section}>
      <div className={styles.sectionHeader}>
        <ApiHeading level={2} id={id}>
          {title}
        </ApiHeading>
        <ApiLayoutSwitch section={title} value={layout} onChange={setLayout} />
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children(layout)}
    </section>
  );
}
