import * as React from 'react';
import { CopyButton } from './CopyButton';
import * as styles from './markdown.module.css';

interface CodeBlockProps {
  children?: React.ReactNode;
  'data-language'?: string;
  'data-title'?: string;
}

/**
 * A fenced code block: highlighted at build time, with an optional title and a copy button
 * (Ctrl+C or ⌘C copies the block too while it is hovered or focused and nothing is selected).
 */
export function CodeBlock({ children, 'data-language': language, 'data-title': title }: CodeBlockProps) {
  const preRef = React.useRef<HTMLPreElement>(null);
  const blockRef = React.useRef<HTMLDivElement>(null);
  const getText = React.useCallback(() => preRef.current?.textContent ?? '', []);
  return (
    <div ref={blockRef} className={styles.codeBlock}>
      {title ? <div className={styles.codeTitle}>{title}</div> : null}
      <pre ref={preRef} data-language={language} tabIndex={0}>
        {children}
      </pre>
      <CopyButton className={styles.copy} getText={getText} shortcutScope={blockRef} />
    </div>
  );
}
