import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import { copyIcon } from '../icons/content-icons';
import { checkIcon } from '../icons/frame-icons';

/** How long the button says "Copied" after a copy. */
export const COPIED_FEEDBACK_MS = 1200;

/**
 * Copies text to the clipboard and confirms it; `getText` runs at click time. The caller gives
 * it its look through `className`.
 */
export function CopyButton({ getText, className }: { getText: () => string; className?: string }) {
  const t = useTranslate();
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('copied') : t('copyCode');
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(getText());
          setCopied(true);
        } catch {
          // Clipboard refused (insecure context or permission): the reader can still select the code.
        }
      }}
    >
      <Icon path={copied ? checkIcon : copyIcon} />
    </button>
  );
}
