import { useApiStrings } from './api-strings';
import { isPaidPlan } from '../plan/PlanIcon';
import { PlanLink } from '../plan/PlanLink';
import { ApiEntries, type ApiField } from './ApiEntries';
import { ApiHtml } from './ApiHtml';
import { ApiPropSeeAlso, type ApiPropSections } from './ApiPropSeeAlso';
import { ApiSection } from './ApiSection';
import type { ApiPropView, ApiSignatureView } from './api-view-types';
import * as styles from './api.module.css';

function Signature({ signature }: { signature: ApiSignatureView }) {
  const t = useApiStrings();
  return (
    <div className={styles.signature}>
      <div className={styles.signatureTitle}>{t('apiSignature')}</div>
      <code className={styles.code}>{signature.typeText}</code>
      {signature.args.length > 0 ? (
        <ul>
          {signature.args.map((arg) => (
            <li key={arg.name}>
              <code>
                {arg.name}: {arg.typeText}
              </code>
              {arg.descriptionHtml ? (
                <ApiHtml html={arg.descriptionHtml} inline className={styles.argDescription} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {signature.returns ? (
        <div className={styles.returns}>
          {t('apiReturns')}: <code>{signature.returns.typeText}</code>{' '}
          <ApiHtml html={signature.returns.descriptionHtml} inline />
        </div>
      ) : null}
    </div>
  );
}

/** A prop's name, with its required mark and, for a Pro or Premium prop, the plan's icon. */
function PropName({ prop }: { prop: ApiPropView }) {
  const t = useApiStrings();
  return (
    <span className={styles.propName}>
      <a href={`#prop-${prop.name}`} className={prop.deprecated ? styles.deprecatedName : undefined}>
        {prop.name}
      </a>
      {prop.required ? (
        <abbr title={t('apiRequired')} className={styles.required}>
          *
        </abbr>
      ) : null}
      {isPaidPlan(prop.plan) ? <PlanLink plan={prop.plan} /> : null}
    </span>
  );
}

/** Props of a component, or properties of an interface. */
export function ApiPropsSection({
  id,
  title,
  area,
  props,
  sections,
}: {
  id: string;
  title: string;
  area: string;
  props: readonly ApiPropView[];
  /** A component's other sections, which its props link to; absent on an interface's page. */
  sections?: ApiPropSections;
}) {
  const t = useApiStrings();
  const fields: Array<ApiField<ApiPropView>> = [
    {
      key: 'type',
      header: t('apiType'),
      summary: true,
      render: (prop) => (
        <>
          <code className={styles.code}>{prop.typeText}</code>
        </>
      ),
    },
    {
      key: 'default',
      header: t('apiDefault'),
      render: (prop) => (prop.defaultValue === null ? null : <code className={styles.code}>{prop.defaultValue}</code>),
    },
    {
      key: 'description',
      header: t('apiDescription'),
      render: (prop) => (
        <>
          {prop.deprecated ? (
            <div className={styles.deprecation}>
              <strong>{t('apiDeprecated')}</strong>
              {prop.deprecatedHtml ? <ApiHtml html={prop.deprecatedHtml} /> : null}
            </div>
          ) : null}
          <ApiHtml html={prop.descriptionHtml} />
          {prop.signature ? <Signature signature={prop.signature} /> : null}
          {sections ? <ApiPropSeeAlso name={prop.name} sections={sections} /> : null}
        </>
      ),
    },
  ];
  return (
    <ApiSection id={id} title={title} area={area} section="props">
      {(layout) => (
        <ApiEntries
          rows={props}
          layout={layout}
          anchor={(prop) => `prop-${prop.name}`}
          name={(prop) => <PropName prop={prop} />}
          nameHeader={t('apiName')}
          fields={fields}
        />
      )}
    </ApiSection>
  );
}
