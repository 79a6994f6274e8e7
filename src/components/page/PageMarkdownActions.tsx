import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { Icon } from '../icons/Icon';
import { copyIcon } from '../icons/content-icons';
import { checkIcon } from '../icons/frame-icons';
import * as styles from './page.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy page" and "View as Markdown" for the page's Markdown copy (written by the build beside
 * the page). The copy is fetched on click, so the page carries none of it.
 */
export function PageMarkdownActions({ markdownUrl }: { markdownUrl: string }) {
  const t = useTranslate();
  const [state, setState] = React.useState<CopyState>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) throw new Error(`${markdownUrl}: ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.markdownActions}>
      <button
        type="button"
        className={styles.markdownAction}
        onClick={copy}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
      >
        <Icon path={state === 'copied' ? checkIcon : copyIcon} />
        {t('copyPage')}
      </button>
      <a className={styles.markdownAction} href={markdownUrl} type="text/markdown">
        {t('viewAsMarkdown')}
      </a>
      <span role="status" className={styles.markdownStatus}>
        {state === 'copied' ? t('copyPageDone') : state === 'failed' ? t('copyPageFailed') : ''}
      </span>
    </div>
  );
}
