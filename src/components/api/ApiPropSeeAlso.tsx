import { useApiStrings } from './api-strings';
import { SX_PROP_GUIDE } from './api-guides';
import { ApiGuideLink } from './ApiGuideLink';
import * as styles from './api.module.css';
import { FilledText } from './FilledText';

/** Which of a component's sections a prop can point to. */
export interface ApiPropSections {
  slots: boolean;
  classes: boolean;
}

/**
 * Where to read on about a prop whose values are listed elsewhere: `classes` → the CSS classes
 * section, `slots` and `slotProps` → the slots section, `sx` → the MUI System's page on it.
 */
export function ApiPropSeeAlso({ name, sections }: { name: string; sections: ApiPropSections }) {
  const t = useApiStrings();
  if (name === 'classes' && sections.classes) {
    return (
      <p className={styles.seeAlso}>
        <FilledText text={t('apiSeeClasses')} values={{ link: <a href="#css-classes">{t('apiClasses')}</a> }} />
      </p>
    );
  }
  if ((name === 'slots' || name === 'slotProps') && sections.slots) {
    return (
      <p className={styles.seeAlso}>
        <FilledText text={t('apiSeeSlots')} values={{ link: <a href="#slots">{t('apiSlots')}</a> }} />
      </p>
    );
  }
  if (name === 'sx') {
    return (
      <p className={styles.seeAlso}>
        <FilledText
          text={t('apiSeeSx')}
          values={{ link: <ApiGuideLink to={SX_PROP_GUIDE}>{t('apiSxGuide')}</ApiGuideLink> }}
        />
      </p>
    );
  }
  return null;
}
