import { useApiStrings } from './api-strings';
import { apiGuides } from './api-guides';
import { ApiGuideLink } from './ApiGuideLink';
import { ApiEntries } from './ApiEntries';
import { ApiHtml } from './ApiHtml';
import { ApiSection } from './ApiSection';
import type { ApiClassView } from './api-view-types';
import * as styles from './api.module.css';
import { FilledText } from './FilledText';

/** The component's CSS classes: the class in the DOM, its rule name (the key in `classes`), description. */
export function ApiClassesSection({ area, classes }: { area: string; classes: readonly ApiClassView[] }) {
  const t = useApiStrings();
  const guide = apiGuides(area)?.styling;
  const intro = (
    <>
      <FilledText
        text={t('apiClassesIntro')}
        values={{ sx: <code>sx</code>, styled: <code>styled()</code>, classes: <code>classes</code> }}
      />
      {guide ? (
        <>
          {' '}
          <ApiGuideLink to={guide}>{t('apiStylingGuide')}</ApiGuideLink>
        </>
      ) : null}
    </>
  );
  return (
    <ApiSection id="css-classes" title={t('apiClasses')} area={area} section="classes" intro={intro}>
      {(layout) => (
        <ApiEntries
          rows={classes}
          layout={layout}
          anchor={(entry) => `class-${entry.key}`}
          name={(entry) =>
            entry.className ? (
              <code className={styles.code}>.{entry.className}</code>
            ) : (
              <span className={styles.muted} title={t('apiNoClassName')}>
                —
              </span>
            )
          }
          nameHeader={t('apiClassName')}
          fields={[
            {
              key: 'rule',
              header: t('apiRuleName'),
              summary: true,
              render: (entry) => (
                <>
                  <code className={styles.code}>{entry.key}</code>
                  {entry.isGlobal ? <span className={styles.tag}>{t('apiGlobalClass')}</span> : null}
                </>
              ),
            },
            {
              key: 'description',
              header: t('apiDescription'),
              render: (entry) => <ApiHtml html={entry.descriptionHtml} />,
            },
          ]}
        />
      )}
    </ApiSection>
  );
}
