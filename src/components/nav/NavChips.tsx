import { useTranslate } from '../../i18n/LanguageProvider';

interface NavChipsProps {
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
}

/** The New / Planned / Preview chips of a nav entry (styled by the drawer's stylesheet). */
export function NavChips({ newFeature, planned, unstable }: NavChipsProps) {
  const t = useTranslate();
  return (
    <>
      {newFeature ? <span className="nav-chip nav-chip-new">{t('chipNew')}</span> : null}
      {planned ? <span className="nav-chip nav-chip-planned">{t('chipPlanned')}</span> : null}
      {unstable ? <span className="nav-chip nav-chip-preview">{t('chipPreview')}</span> : null}
    </>
  );
}
