import './prism-manual';
import Prism from 'prismjs';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

/**
 * The build's highlighter (src/data-layer/mdx/highlight.ts) with the same grammars, so code
 * typed in the editor looks like the code the page arrived with.
 */
export function highlightCode(code: string, typescript: boolean): string {
  const language = typescript ? 'tsx' : 'jsx';
  const grammar = Prism.languages[language];
  return grammar ? Prism.highlight(code, grammar, language) : code.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
