import * as React from 'react';
import { cx } from '../../lib/class-names';
import * as styles from './frame-ui.module.css';

interface DisclosureMenuProps {
  /** Renders the toggle button; spread `buttonProps` onto it. */
  renderButton: (buttonProps: {
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  }) => React.ReactNode;
  /** The popup's content: a list of links. `close` hides the popup. */
  children: (close: () => void) => React.ReactNode;
  className?: string;
}

/**
 * A button that shows a small list of links below it (the disclosure pattern): used for the
 * language and version menus. Escape, a click outside, or moving focus away closes it.
 */
export function DisclosureMenu({ renderButton, children, className }: DisclosureMenuProps) {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const id = React.useId();
  const close = React.useCallback(() => setOpen(false), []);

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        rootRef.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cx(styles.menu, className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {renderButton({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((value) => !value) })}
      <div id={id} className={styles.popup} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
