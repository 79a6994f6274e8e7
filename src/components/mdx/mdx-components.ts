import type { MDXComponents } from 'mdx/types';
import { ApiTable } from './ApiTable';
import { Callout } from './Callout';
import { CodeBlock } from './CodeBlock';
import { CodeTab, CodeTabs } from './CodeTabs';
import { H2, H3, H4 } from './Heading';
import { InstallTabs } from './InstallTabs';
import { MdxLink } from './MdxLink';
import { PlanBadge } from './PlanBadge';
import { TableWrapper } from './TableWrapper';

/**
 * What MDX content renders with. Plain elements (paragraphs, lists, inline code) are styled by
 * `MarkdownBody`; only elements with behaviour get a component. The capitalised entries are the
 * components authors may use without importing them; build-time checks reject any other.
 */
export const mdxComponents = {
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  a: MdxLink,
  table: TableWrapper,
  Callout,
  PlanBadge,
  InstallTabs,
  CodeTabs,
  CodeTab,
  ApiTable,
} satisfies MDXComponents;

export type ContentComponentName = Extract<keyof typeof mdxComponents, `${Uppercase<string>}${string}`>;
