import * as React from 'react';
import { DOCS_REVISION } from '../../config/site-config';
import { useLanguage } from '../../i18n/LanguageProvider';
import { sendEvent } from '../analytics/gtag';
import type { TocEntry } from '../page/toc';
import { buildFeedbackPayload, feedbackEventParams, type FeedbackSection } from './feedback-payload';
import { useFeedbackStrings } from './feedback-strings';
import { saveVote, useStoredVote } from './feedback-vote';
import { CLOSED_FORM, useFeedback } from './FeedbackProvider';
import { sendFeedback } from './send-feedback';

const SECTION_ID = 'docs-feedback-section';
const COMMENT_ID = 'docs-feedback-comment';
const HINT_ID = 'docs-feedback-hint';

type SendState = 'idle' | 'sending' | 'failed' | 'empty';

function flattenSections(entries: readonly TocEntry[]): FeedbackSection[] {
  return entries.flatMap((entry) => [{ id: entry.id, title: entry.title }, ...flattenSections(entry.children)]);
}

/**
 * The comment form under "Was this page helpful?": which part of the page it is about, an
 * optional comment (needed for a section comment sent without an answer), Send and Cancel. A
 * failed send says so and keeps the comment for another try; a successful one is thanked, in
 * place of the form, until the reader answers again. Loaded on demand (see PageFeedback).
 */
export default function FeedbackForm() {
  const t = useFeedbackStrings();
  const lang = useLanguage();
  const feedback = useFeedback();
  const stored = useStoredVote(feedback?.storageKey ?? '');
  const [comment, setComment] = React.useState('');
  const [state, setState] = React.useState<SendState>('idle');
  // The open request the last successful send answered: a newer one (the reader answers again,
  // or comments on a section) shows the form again.
  const [sentFor, setSentFor] = React.useState<number | null>(null);
  // The form mounts while focus is still on the control that opened it (Yes, No or a heading's
  // comment button): Cancel returns it there.
  const [opener] = React.useState(() => document.activeElement);
  const field = React.useRef<HTMLTextAreaElement>(null);
  const thanks = React.useRef<HTMLParagraphElement>(null);
  const sections = React.useMemo(() => flattenSections(feedback?.sections ?? []), [feedback?.sections]);
  const focusRequest = feedback?.form.focusRequest ?? 0;
  const sent = sentFor === focusRequest;
  React.useEffect(() => {
    (sent ? thanks : field).current?.focus();
  }, [focusRequest, sent]);
  if (!feedback) return null;
  const { form } = feedback;
  const chosen =
    form.sectionId === null
      ? null
      : (sections.find((section) => section.id === form.sectionId) ?? { id: form.sectionId, title: form.sectionId });
  const options = chosen && !sections.some((section) => section.id === chosen.id) ? [...sections, chosen] : sections;

  const cancel = () => {
    feedback.update(CLOSED_FORM);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const payload = buildFeedbackPayload({
      pathname: feedback.pathname,
      lang,
      rating: form.rating,
      previousRating: stored,
      comment,
      section: chosen,
      revision: DOCS_REVISION,
    });
    if (!payload) {
      setState('empty');
      field.current?.focus();
      return;
    }
    setState('sending');
    try {
      await sendFeedback(feedback.endpoint, payload);
    } catch {
      setState('failed');
      return;
    }
    if (payload.rating) saveVote(feedback.storageKey, payload.rating);
    sendEvent('page_feedback', feedbackEventParams(payload));
    setComment('');
    setState('idle');
    setSentFor(focusRequest);
  };

  const prompt =
    form.rating === 'yes'
      ? t('feedbackPromptYes')
      : form.rating === 'no'
        ? t('feedbackPromptNo')
        : t('feedbackPromptSection');
  return (
    <div>
      {sent ? null : (
        <form
          onSubmit={submit}
          noValidate
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          {options.length > 0 ? (
            <>
              <label htmlFor={SECTION_ID}>{t('feedbackSection')}</label>
              <select
                id={SECTION_ID}
                value={chosen?.id ?? ''}
                onChange={(event) => feedback.update({ sectionId: event.target.value || null })}
              >
                <option value="">{t('feedbackWholePage')}</option>
                {options.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <label htmlFor={COMMENT_ID}>{prompt}</label>
          <textarea
            ref={field}
            id={COMMENT_ID}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-describedby={HINT_ID}
            aria-invalid={state === 'empty' ? true : undefined}
            maxLength={2000}
          />
          <p id={HINT_ID}>{t('feedbackHint')}</p>
          <div>
            <button type="submit" aria-disabled={state === 'sending' ? true : undefined}>
              {state === 'sending' ? t('feedbackSending') : t('feedbackSend')}
            </button>
            <button type="button" onClick={cancel}>
              {t('feedbackCancel')}
            </button>
          </div>
          <p role="alert">{state === 'failed' ? t('feedbackFailed') : state === 'empty' ? t('feedbackEmpty') : ''}</p>
        </form>
      )}
      <p ref={thanks} role="status" tabIndex={-1}>
        {sent ? t('feedbackThanks') : ''}
      </p>
    </div>
  );
}
