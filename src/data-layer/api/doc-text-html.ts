/**
 * JSDoc text (a little markdown: `code`, [links](url), **bold**, lists, and `[[Name]]` references
 * to other API pages) as safe HTML. Everything else is escaped: nothing in a package's comments
 * reaches the page as markup.
 */
export interface DocLinkContext {
  /** API pages by exported name: `[[GridRowParams]]` becomes a link to its page. */
  apiPages: ReadonlyMap<string, string>;
  /** Pathnames this site has (`/x/react-data-grid/editing`); links to mui.com/x pages we have stay here. */
  sitePathnames: ReadonlySet<string>;
}

const REFERENCE_ORIGIN = 'https://mui.com';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Where a link in a comment should lead: a page of this site when we have it, else the web. */
export function resolveDocLink(url: string, context: DocLinkContext): string | null {
  let target = url;
  if (target.startsWith('/')) target = `${REFERENCE_ORIGIN}${target}`;
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === REFERENCE_ORIGIN && parsed.pathname.startsWith('/x/')) {
    const pathname = parsed.pathname.replace(/\/+$/, '');
    if (context.sitePathnames.has(pathname)) return `${pathname}/${parsed.hash}`;
  }
  return parsed.href;
}

function renderCodeOnly(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (/^`[^`]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');
}

const INLINE =
  /`([^`]+)`|\[\[(\w+)\]\]|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|<br\s*\/?>|(https?:\/\/[^\s<>)]*[^\s<>).,;:!?'"])/g;

function renderInline(text: string, context: DocLinkContext): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const [whole, code, reference, linkText, linkUrl, bold, bareUrl] = match;
    if (code !== undefined) {
      html += `<code>${escapeHtml(code)}</code>`;
    } else if (reference !== undefined) {
      const href = context.apiPages.get(reference);
      html += href
        ? `<a href="${escapeHtml(href)}"><code>${escapeHtml(reference)}</code></a>`
        : `<code>${escapeHtml(reference)}</code>`;
    } else if (linkText !== undefined && linkUrl !== undefined) {
      const href = resolveDocLink(linkUrl, context);
      const inner = renderCodeOnly(linkText);
      html += href
        ? `<a href="${escapeHtml(href)}"${href.startsWith('/') ? '' : ' rel="noopener"'}>${inner}</a>`
        : inner;
    } else if (bold !== undefined) {
      html += `<strong>${renderCodeOnly(bold)}</strong>`;
    } else if (/^<br/.test(whole)) {
      html += '<br>';
    } else if (bareUrl !== undefined) {
      const href = resolveDocLink(bareUrl, context);
      html += href
        ? `<a href="${escapeHtml(href)}"${href.startsWith('/') ? '' : ' rel="noopener"'}>${escapeHtml(bareUrl)}</a>`
        : escapeHtml(bareUrl);
    }
  }
  return html + escapeHtml(text.slice(last));
}

/** Paragraphs and lists; lines within a paragraph are joined, as markdown does. */
export function docTextToHtml(text: string, context: DocLinkContext): string {
  const blocks = text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => /^[-*]\s+/.test(line))) {
        return `<ul>${lines.map((line) => `<li>${renderInline(line.replace(/^[-*]\s+/, ''), context)}</li>`).join('')}</ul>`;
      }
      return `<p>${renderInline(lines.join(' '), context)}</p>`;
    })
    .join('');
}
