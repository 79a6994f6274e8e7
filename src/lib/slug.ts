/**
 * Heading anchors. Lower-case, punctuation dropped, spaces to hyphens; letters and digits of any
 * script are kept. Compatible with github-slugger for the headings we write, so the table of
 * contents (built by gatsby-plugin-mdx with github-slugger) and the heading ids agree.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Slugs that stay unique within one document: a repeat gets `-1`, `-2`, … */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) {
      count += 1;
      slug = `${base}-${count}`;
    }
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}
