import styled from '@emotion/styled';
import * as React from 'react';
import { spacing, vars, Z_INDEX } from '../theme/tokens';

const Popup = styled.div({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  insetInlineEnd: 0,
  zIndex: Z_INDEX.popup,
  minWidth: 180,
  padding: spacing(0.5),
  borderRadius: 12,
  border: `1px solid ${vars.divider}`,
  backgroundColor: vars.paper,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.18)',
  '&[hidden]': { display: 'none' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(1),
    padding: spacing(0.75, 1.25),
    borderRadius: 8,
    color: vars.text,
    textDecoration: 'none',
    fontSize: '0.875rem',
    '&:hover': { backgroundColor: vars.hover },
    '&:focus-visible': { backgroundColor: vars.hover, outline: `2px solid ${vars.primary}`, outlineOffset: -2 },
    '&[aria-current]': { fontWeight: 700 },
  },
  '& .secondary': { color: vars.textSecondary, fontSize: '0.75rem', fontWeight: 400 },
});

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
      className={className}
      style={{ position: 'relative' }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {renderButton({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((value) => !value) })}
      <Popup id={id} hidden={!open}>
        {children(close)}
      </Popup>
    </div>
  );
}
