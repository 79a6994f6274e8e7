import type * as React from 'react';
import { SectionCommentButton } from '../mdx/SectionCommentButton';

/**
 * A section heading of an API page (one the table of contents lists): its text, then "Comment on
 * this section" as on guide pages' headings.
 */
export function ApiHeading({ level, id, children }: { level: 2 | 3; id: string; children: React.ReactNode }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id}>
      {children}
      <SectionCommentButton sectionId={id} />
    </Tag>
  );
}
