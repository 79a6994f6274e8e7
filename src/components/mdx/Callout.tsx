import * as React from 'react';
import { Icon } from '../icons/Icon';

export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

/** A highlighted note in the content: `<Callout type="warning">…</Callout>`. Styled by MarkdownBody. */
export function Callout({ type = 'info', children }: { type?: CalloutType; children?: React.ReactNode }) {
  return (
    <aside className={`callout callout-${type}`}>
      <Icon name={type} />
      <div>{children}</div>
    </aside>
  );
}
