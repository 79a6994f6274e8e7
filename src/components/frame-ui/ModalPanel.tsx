import * as React from 'react';
import { cx } from '../../lib/class-names';
import * as styles from './frame-ui.module.css';
import { useModalDialog } from './use-modal-dialog';

/** Class of the close button placed in a panel's corner. */
export const panelCloseClass = styles.panelClose;

interface ModalPanelProps {
  /** Which edge the panel slides from, in reading direction. */
  side: 'start' | 'end';
  width: number;
  onClose: () => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: React.ReactNode;
}

/**
 * A side panel shown as a native modal dialog: focus is trapped inside it, Escape and a click on
 * the backdrop close it, and the page behind is inert. Rendered only while open.
 */
export function ModalPanel({ side, width, onClose, children, ...labelling }: ModalPanelProps) {
  const ref = useModalDialog();
  return (
    <dialog
      ref={ref}
      className={cx(styles.panel, side === 'start' ? styles.sideStart : styles.sideEnd)}
      style={{ width, maxWidth: '88vw' }}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      {...labelling}
    >
      {children}
    </dialog>
  );
}
