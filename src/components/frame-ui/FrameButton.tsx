import * as React from 'react';
import { cx } from '../../lib/class-names';
import * as styles from './frame-ui.module.css';

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { outlined?: boolean };

/**
 * The buttons of the site frame (app bar, drawer, menus): native buttons styled by a CSS module,
 * so the frame costs no component-library or style-runtime code.
 */
export const FrameButton = React.forwardRef<HTMLButtonElement, ButtonProps>(function FrameButton(
  { className, outlined = false, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx(styles.button, outlined && styles.outlined, className)} {...props} />
  );
});

/** A link that looks like a frame button (the source-repository link). */
export function FrameButtonLink({ className, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={cx(styles.button, className)} {...props} />;
}

/** A segmented group of toggle buttons (`aria-pressed`), such as Light / System / Dark. */
export function SegmentedGroup({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.segmented, className)} {...props} />;
}
