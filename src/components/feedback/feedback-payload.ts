import type { Language } from '../../i18n/languages';
import type { FeedbackRating } from './feedback-vote';

/** A section of the page a comment is about: its heading's anchor and text. */
export interface FeedbackSection {
  id: string;
  title: string;
}

/**
 * What the site posts to `GATSBY_FEEDBACK_URL` (as JSON, see the README). At least one of
 * `rating` and `comment` is present.
 */
export interface FeedbackPayload {
  /** The page, without language prefix or trailing slash: `/x/introduction/installation`. */
  pathname: string;
  lang: Language;
  /** Absent for a comment on a section sent without answering Yes or No. */
  rating?: FeedbackRating;
  /** With `rating`: the answer this browser sent for the page before, when this send changes or adds to it. */
  previousRating?: FeedbackRating;
  comment?: string;
  section?: FeedbackSection;
  /** The build the reader was reading (the footer's revision). */
  revision: string;
}

export interface FeedbackInput {
  pathname: string;
  lang: Language;
  rating: FeedbackRating | null;
  previousRating: FeedbackRating | null;
  /** The text as typed: surrounding white space is trimmed, and an empty comment is left out. */
  comment: string;
  section: FeedbackSection | null;
  revision: string;
}

/** The payload of a send, or null when there is nothing to send (no answer and no comment). */
export function buildFeedbackPayload(input: FeedbackInput): FeedbackPayload | null {
  const comment = input.comment.trim();
  if (input.rating === null && comment === '') return null;
  return {
    pathname: input.pathname,
    lang: input.lang,
    ...(input.rating ? { rating: input.rating } : {}),
    ...(input.rating && input.previousRating ? { previousRating: input.previousRating } : {}),
    ...(comment ? { comment } : {}),
    ...(input.section ? { section: input.section } : {}),
    revision: input.revision,
  };
}

/** The `page_feedback` analytics event: the answer and whether there was a comment, never its text. */
export function feedbackEventParams(payload: FeedbackPayload) {
  return {
    rating: payload.rating ?? 'none',
    has_comment: payload.comment !== undefined,
    section_id: payload.section?.id ?? null,
  };
}
