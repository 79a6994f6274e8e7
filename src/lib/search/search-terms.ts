/**
 * How text becomes search terms, the same at build time (indexing) and in the browser (queries).
 *
 * - Latin words are lowercased; an identifier also gives its camelCase parts, so `rowSelectionModel`
 *   is found by `rowselection` (a prefix of the whole name) and by `selection model` (its parts).
 * - Chinese has no spaces: a run of Han characters gives its words (`Intl.Segmenter`) and every
 *   pair of adjacent characters, so a query matches across word boundaries and inside words.
 */

const WORD = /[\p{L}\p{N}_$]+/gu;
const HAN_RUN = /\p{Script=Han}+/gu;
const HAN = /\p{Script=Han}/u;
const CAMEL_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g;

let segmenter: Intl.Segmenter | null | undefined;

function chineseSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** The words and character pairs of a run of Han characters. */
function hanTerms(run: string): string[] {
  const characters = Array.from(run);
  if (characters.length === 1) return characters;
  const terms: string[] = [];
  const words = chineseSegmenter();
  if (words) {
    for (const part of words.segment(run)) {
      if (part.isWordLike && Array.from(part.segment).length > 2) terms.push(part.segment);
    }
  }
  characters.slice(1).forEach((character, index) => terms.push(`${characters[index] ?? ''}${character}`));
  return terms;
}

/** The camelCase parts of an identifier (`getRowId` → get, Row, Id), or none for a plain word. */
function camelParts(word: string): string[] {
  const parts = word.match(CAMEL_PART) ?? [];
  return parts.length > 1 ? parts : [];
}

/**
 * Splits text into terms (not yet lowercased: MiniSearch passes each through `searchTerm`). An
 * entry's owner (`DataGrid` on each of its thousand props) is indexed by its whole name only: a
 * query's `datagrid` finds it, and the index is built a third faster than with its parts too.
 */
export function tokenize(text: string, fieldName?: string): string[] {
  if (fieldName === 'owner') return text === '' ? [] : [text];
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    if (HAN.test(word)) {
      let last = 0;
      for (const match of word.matchAll(HAN_RUN)) {
        const index = match.index ?? 0;
        if (index > last) terms.push(...latinTerms(word.slice(last, index)));
        terms.push(...hanTerms(match[0]));
        last = index + match[0].length;
      }
      if (last < word.length) terms.push(...latinTerms(word.slice(last)));
    } else {
      terms.push(...latinTerms(word));
    }
  }
  return terms;
}

function latinTerms(word: string): string[] {
  const bare = word.replace(/^[_$]+|[_$]+$/g, '');
  return bare === '' ? [] : [bare, ...camelParts(bare)];
}

/** Normalises one term: lowercase; single Latin letters and digits are dropped as noise. */
export function searchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 && !HAN.test(lower)) return null;
  return lower;
}

/** True when a term is Chinese: no typo tolerance for two-character terms. */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}
