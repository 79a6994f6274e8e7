import { useApiStrings } from './api-strings';
import { apiGuides } from './api-guides';
import { ApiGuideLink } from './ApiGuideLink';
import { ApiHeading } from './ApiHeading';
import { FilledText } from './FilledText';

/** The component's name in the theme, under which default props apply to every instance. */
export function ApiThemeDefaultProps({
  name,
  area,
  muiName,
  augmentation,
}: {
  name: string;
  area: string;
  muiName: string;
  augmentation: string | null;
}) {
  const t = useApiStrings();
  const guide = apiGuides(area)?.theme;
  return (
    <>
      <ApiHeading level={3} id="theme-default-props">
        {t('apiThemeDefaultProps')}
      </ApiHeading>
      <p>
        <FilledText
          text={t('apiThemeDefaultPropsText')}
          values={{
            muiName: <code>{muiName}</code>,
            defaultProps: <code>{`components.${muiName}.defaultProps`}</code>,
            name: <code>{name}</code>,
            augmentation: augmentation ? <code>{augmentation}</code> : null,
          }}
        />
        {guide ? (
          <>
            {' '}
            <ApiGuideLink to={guide}>{t('apiThemeGuide')}</ApiGuideLink>
          </>
        ) : null}
      </p>
    </>
  );
}
