import * as React from 'react';
import { CopyButton } from './CopyButton';
import * as styles from './markdown.module.css';

interface CodeBlockProps {
  children?: React.ReactNode;
  'data-language'?: string;
  'data-title'?: string;
}

/** A fenced code block: highlighted at build time, with an optional title and a copy button. */
export function CodeBlock({ children, 'data-language': language, 'data-title': title }: CodeBlockProps) {
  const preRef = React.useRef<HTMLPreElement>(null);
  return (
    <div className={styles.codeBlock}>
      {title ? <div className={styles.codeTitle}>{title}</div> : null}
      <pre ref={preRef} data-language={language} tabIndex={0}>
        {children}
      </pre>
      <CopyButton className={styles.copy} getText={() => preRef.current?.textContent ?? ''} />
    </div>
  );
}
