import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import * as React from 'react';

export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

const ICONS: Record<CalloutType, React.ReactNode> = {
  info: <InfoOutlinedIcon fontSize="small" />,
  success: <CheckCircleOutlineIcon fontSize="small" />,
  warning: <WarningAmberIcon fontSize="small" />,
  error: <ErrorOutlineIcon fontSize="small" />,
};

/** A highlighted note in the content: `<Callout type="warning">…</Callout>`. */
export function Callout({ type = 'info', children }: { type?: CalloutType; children?: React.ReactNode }) {
  return (
    <Box
      component="aside"
      className={`callout callout-${type}`}
      sx={{
        display: 'flex',
        gap: 1.5,
        my: 2.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: `${type}.main`,
        bgcolor: (theme) => `color-mix(in srgb, ${(theme.vars ?? theme).palette[type].main} 7%, transparent)`,
        '& > svg': { mt: '3px', color: `${type}.main`, flexShrink: 0 },
        '& > div > :first-of-type': { mt: 0 },
        '& > div > :last-child': { mb: 0 },
      }}
    >
      {ICONS[type]}
      <div>{children}</div>
    </Box>
  );
}
