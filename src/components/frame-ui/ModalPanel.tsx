import styled from '@emotion/styled';
import * as React from 'react';
import { spacing, vars } from '../theme/tokens';

const Dialog = styled.dialog({
  margin: 0,
  padding: 0,
  height: '100dvh',
  maxHeight: '100dvh',
  border: 0,
  backgroundColor: vars.paper,
  color: vars.text,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '&.side-start': { marginInlineEnd: 'auto', borderInlineEnd: `1px solid ${vars.divider}` },
  '&.side-end': { marginInlineStart: 'auto', borderInlineStart: `1px solid ${vars.divider}` },
  '& .panel-close': { position: 'absolute', top: spacing(1), insetInlineEnd: spacing(1) },
});

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
  const ref = React.useRef<HTMLDialogElement>(null);
  React.useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      // Browsers without modal dialogs (and jsdom) still show the panel, without the backdrop.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog?.close === 'function') dialog.close();
    };
  }, []);
  return (
    <Dialog
      ref={ref}
      className={`side-${side}`}
      style={{ width, maxWidth: '88vw' }}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      {...labelling}
    >
      {children}
    </Dialog>
  );
}
