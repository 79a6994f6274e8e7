import { useTranslate } from '../../i18n/LanguageProvider';
import { cx } from '../../lib/class-names';
import type { AdShape } from './ad-decision';
import * as styles from './ads.module.css';
import type { AdEntry } from './house-ads';

/** The first sentence of a description, emphasised, and the rest. */
function splitDescription(description: string): [string, string] {
  const match = /^(.+?[.!?])(\s+.*)?$/s.exec(description);
  return match ? [match[1] ?? description, match[2] ?? ''] : [description, ''];
}

/**
 * An ad, in the image layout (130 × 100 image beside the text) or the inline layout (text with an
 * "Ad" badge). Everything is rendered as text: nothing from an ad server reaches the page as HTML.
 * Clicks are tracked through the `data-ga-event-*` attributes.
 */
export function AdDisplay({ ad, shape, adLabel }: { ad: AdEntry; shape: AdShape; adLabel: string }) {
  const t = useTranslate();
  const [lead, rest] = splitDescription(ad.description);
  return (
    <a
      className={cx(styles.ad, shape === 'image' && styles.image)}
      href={ad.link}
      target="_blank"
      rel="noopener sponsored"
      data-ga-event-category="ad"
      data-ga-event-action="click"
      data-ga-event-label={ad.label}
      data-ad-label={adLabel}
    >
      {shape === 'image' && ad.img ? <img src={ad.img} width={130} height={100} alt="" loading="lazy" /> : null}
      <span className={styles.description}>
        {shape === 'inline' ? <span className={styles.badge}>{t('adBadge')}</span> : null}
        <strong>{lead}</strong>
        {rest}
        {shape === 'inline' ? <span className={styles.getStarted}>{t('adGetStarted')}</span> : null}
      </span>
      <span className={styles.poweredBy}>{t('adBy', { name: ad.poweredby })}</span>
    </a>
  );
}
