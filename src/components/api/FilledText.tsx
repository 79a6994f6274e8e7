import * as React from 'react';

/**
 * A translated sentence whose `{name}` placeholders are elements (code, links), so that each
 * language keeps its own word order around them. Unknown placeholders stay as written.
 */
export function FilledText({ text, values }: { text: string; values: Record<string, React.ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        const value = name !== undefined && name in values ? values[name] : part;
        return <React.Fragment key={index}>{value}</React.Fragment>;
      })}
    </>
  );
}
