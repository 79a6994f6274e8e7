import Chip from '@mui/material/Chip';
import { useTranslate } from '../../i18n/LanguageProvider';

interface NavChipsProps {
  newFeature: boolean;
  planned: boolean;
  unstable: boolean;
}

/** The New / Planned / Preview chips of a nav entry. */
export function NavChips({ newFeature, planned, unstable }: NavChipsProps) {
  const t = useTranslate();
  const chips: { label: string; color: 'success' | 'default' | 'primary' }[] = [];
  if (newFeature) chips.push({ label: t('chipNew'), color: 'success' });
  if (planned) chips.push({ label: t('chipPlanned'), color: 'default' });
  if (unstable) chips.push({ label: t('chipPreview'), color: 'primary' });
  return (
    <>
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          label={chip.label}
          color={chip.color}
          size="small"
          variant="outlined"
          sx={{ height: 20, fontSize: '0.6875rem', fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
        />
      ))}
    </>
  );
}
