import * as React from 'react';
import { CopyButton } from './CopyButton';

interface CodeBlockProps {
  children?: React.ReactNode;
  'data-language'?: string;
  'data-title'?: string;
}

/** A fenced code block: highlighted at build time, with an optional title and a copy button. */
export function CodeBlock({ children, 'data-language': language, 'data-title': title }: CodeBlockProps) {
  const preRef = React.useRef<HTMLPreElement>(null);
  return (
    <div className="code-block">
      {title ? <div className="code-block-title">{title}</div> : null}
      <pre ref={preRef} data-language={language} tabIndex={0}>
        {children}
      </pre>
      <CopyButton className="code-block-copy" getText={() => preRef.current?.textContent ?? ''} />
    </div>
  );
}
