import { useTranslate } from '../../i18n/LanguageProvider';
import { useFeedback } from '../feedback/FeedbackProvider';
import { Icon } from '../icons/Icon';
import { addCommentIcon } from '../icons/content-icons';
import * as styles from './markdown.module.css';

/**
 * "Comment on this section", after an H2 or H3's text (and its anchor link, where it has one):
 * opens the page's feedback form with the section chosen. Guide and API headings both use it, so
 * the form and its payload are the same on both. Renders nothing when page feedback is off.
 */
export function SectionCommentButton({ sectionId }: { sectionId: string }) {
  const t = useTranslate();
  const feedback = useFeedback();
  if (!feedback) return null;
  return (
    <button
      type="button"
      className={styles.headingAnchor}
      aria-label={t('feedbackCommentOnSection')}
      onClick={() => feedback.open({ sectionId })}
    >
      <Icon path={addCommentIcon} />
    </button>
  );
}
