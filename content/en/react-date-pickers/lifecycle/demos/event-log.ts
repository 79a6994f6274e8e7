import * as React from 'react';
import type { Dayjs } from 'dayjs';
import type { SxProps, Theme } from '@mui/material/styles';

export interface LoggedEvent {
  /** Position of the event since the demo mounted, starting at 1. */
  id: number;
  name: string;
  detail: string;
}

/**
 * Records the callbacks a component fires, in order, keeping the latest `size` of them.
 */
export function useEventLog(size = 6) {
  const [events, setEvents] = React.useState<LoggedEvent[]>([]);
  const nextId = React.useRef(1);

  const log = React.useCallback(
    (name: string, detail = '') => {
      const id = nextId.current;
      nextId.current += 1;
      setEvents((previous) => [...previous, { id, name, detail }].slice(-size));
    },
    [size],
  );

  return { events, log };
}

/** A value as the log shows it: a date, `null` or `Invalid Date`. */
export function describe(value: Dayjs | null, format = 'MMM D, YYYY') {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format(format) : 'Invalid Date';
}

/** The look of the logs: a framed list that says what it is for while it is empty. */
export const eventLogSx: SxProps<Theme> = {
  m: 0,
  py: 1,
  pl: 5,
  pr: 2,
  minWidth: 260,
  minHeight: 160,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'monospace',
  '&:empty::before': {
    content: '"The callbacks will appear here."',
    display: 'block',
    ml: -3,
    color: 'text.secondary',
  },
};
