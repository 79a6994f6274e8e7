import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';
import { QuietBoundary } from '../../lib/QuietBoundary';
import { useStoredVote, type FeedbackRating } from './feedback-vote';
import { useFeedback } from './FeedbackProvider';
import * as styles from './feedback.module.css';

/** The form (its code and strings) loads when the reader first answers or asks to comment. */
const FeedbackForm = React.lazy(() => import(/* webpackChunkName: "feedback-form" */ './FeedbackForm'));

const QUESTION_ID = 'docs-feedback-question';

/**
 * "Was this page helpful?" with Yes and No, at the end of a page: answering opens the comment
 * form. An answer sent before on this page shows as the pressed button; answering again opens
 * the form to change it or add a comment. Renders nothing when feedback is off.
 */
export function PageFeedback() {
  const t = useTranslate();
  const feedback = useFeedback();
  const stored = useStoredVote(feedback?.storageKey ?? '');
  if (!feedback) return null;
  const { form } = feedback;
  const answer = (rating: FeedbackRating, label: string) => (
    <button type="button" aria-pressed={(form.rating ?? stored) === rating} onClick={() => feedback.open({ rating })}>
      {label}
    </button>
  );
  return (
    <div className={styles.feedback}>
      <div role="group" aria-labelledby={QUESTION_ID}>
        <span id={QUESTION_ID}>{t('feedbackQuestion')}</span>
        {answer('yes', t('feedbackYes'))}
        {answer('no', t('feedbackNo'))}
      </div>
      {form.open ? (
        <QuietBoundary>
          <React.Suspense fallback={null}>
            <FeedbackForm />
          </React.Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}
