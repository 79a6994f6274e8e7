import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import { copyIcon } from '../icons/content-icons';
import { checkIcon } from '../icons/frame-icons';
import { useCopyShortcut } from './use-copy-shortcut';

/** How long the button says "Copied" after a copy. */
export const COPIED_FEEDBACK_MS = 1200;

/**
 * Copies text to the clipboard and confirms it; `getText` runs at click time. The caller gives
 * it its look through `className`. With a `shortcutScope` (the code block around it), Ctrl+C or
 * ⌘C copies too while that block is hovered or focused, and the button's tooltip says so.
 */
export function CopyButton({
  getText,
  className,
  shortcutScope,
}: {
  getText: () => string;
  className?: string;
  shortcutScope?: React.RefObject<HTMLElement | null>;
}) {
  const t = useTranslate();
  const [copied, setCopied] = React.useState(false);
  const copy = React.useCallback(async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context or permission): the reader can still select the code.
    }
  }, [getText]);
  const shortcutKeys = useCopyShortcut(shortcutScope, () => void copy());
  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('copied') : t('copyCode');
  const title = copied || !shortcutKeys ? label : t('copyCodeOrShortcut', { keys: shortcutKeys });
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={title}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
      onClick={() => void copy()}
    >
      <Icon path={copied ? checkIcon : copyIcon} />
    </button>
  );
}
