import * as React from 'react';
import { Icon } from '../icons/Icon';
import type { SpriteIcon } from '../icons/sprite-icon';
import * as styles from './markdown.module.css';
import { errorIcon, infoIcon, successIcon, warningIcon } from '../icons/content-icons';

export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

const CALLOUT_ICONS: Record<CalloutType, SpriteIcon> = {
  info: infoIcon,
  success: successIcon,
  warning: warningIcon,
  error: errorIcon,
};

/**
 * A highlighted note in the content: `<Callout type="warning">…</Callout>`. A note, not an
 * `<aside>`: a page holds several, and each `<aside>` is a landmark that would need a name of
 * its own to be told apart from the others.
 */
export function Callout({ type = 'info', children }: { type?: CalloutType; children?: React.ReactNode }) {
  return (
    <div role="note" className={`${styles.callout} ${styles[type]}`}>
      <Icon path={CALLOUT_ICONS[type]} />
      <div>{children}</div>
    </div>
  );
}
