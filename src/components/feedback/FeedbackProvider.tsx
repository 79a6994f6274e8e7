import * as React from 'react';
import { siteConfig } from '../../config/site-config';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { TocEntry } from '../page/toc';
import { voteKey, type FeedbackRating } from './feedback-vote';

/** The page's feedback form: whether it is open, and what the reader has chosen in it. */
export interface FeedbackFormState {
  open: boolean;
  /** The answer chosen on this visit (the stored one, if any, is read separately). */
  rating: FeedbackRating | null;
  /** Anchor of the section the comment is about; null for the whole page. */
  sectionId: string | null;
  /** Counts the reader's requests to open the form: each one moves focus into it. */
  focusRequest: number;
}

export interface FeedbackContextValue {
  /** The feedback service (`GATSBY_FEEDBACK_URL`). */
  endpoint: string;
  /** The page, without language prefix. */
  pathname: string;
  /** The localStorage key of the reader's answer for this page. */
  storageKey: string;
  /** The page's sections, for the form's "About" choice. */
  sections: readonly TocEntry[];
  form: FeedbackFormState;
  /**
   * Opens the form (Yes or No chooses the answer; a heading's "Comment on this section" chooses
   * the section) and asks for focus in it.
   */
  open: (change: Partial<FeedbackFormState>) => void;
  /** Changes the form's state as it is (choosing a section; closing it with `CLOSED_FORM`). */
  update: (change: Partial<FeedbackFormState>) => void;
}

const FeedbackContext = React.createContext<FeedbackContextValue | null>(null);

export const CLOSED_FORM: FeedbackFormState = {
  open: false,
  rating: null,
  sectionId: null,
  focusRequest: 0,
};

/**
 * The feedback of one page: "Was this page helpful?" in its footer and "Comment on this section"
 * beside its headings share one form. The context is null — no feedback UI anywhere — when the
 * build has no feedback service, so `useFeedback` returns null then, and outside a page.
 */
export function FeedbackProvider({
  pathname,
  sections = [],
  children,
}: {
  pathname: string;
  sections?: readonly TocEntry[];
  children: React.ReactNode;
}) {
  const lang = useLanguage();
  const endpoint = siteConfig.feedbackUrl;
  // The page component stays mounted across navigations between pages of one template: the
  // state of another page is dropped.
  const [state, setState] = React.useState({ ...CLOSED_FORM, pathname });
  const form: FeedbackFormState = state.pathname === pathname ? state : CLOSED_FORM;
  const value = React.useMemo((): FeedbackContextValue | null => {
    if (endpoint === null) return null;
    const update = (change: Partial<FeedbackFormState>) => setState({ ...form, ...change, pathname });
    return {
      endpoint,
      pathname,
      storageKey: voteKey(lang, pathname),
      sections,
      form,
      open: (change) => update({ ...change, open: true, focusRequest: form.focusRequest + 1 }),
      update,
    };
  }, [endpoint, form, lang, pathname, sections]);
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

/** The page's feedback, or null when feedback is off (no service configured, or no page around). */
export function useFeedback(): FeedbackContextValue | null {
  return React.useContext(FeedbackContext);
}
