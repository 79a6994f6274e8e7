import { Link as GatsbyLink } from 'gatsby';
import { createTranslate } from '../../i18n/translate';
import { toPagePath } from '../../lib/paths';
import { useOnlineStatus } from '../../lib/use-online-status';
import * as styles from './page.module.css';

const en = createTranslate('en');
const zh = createTranslate('zh');

/**
 * The one 404 page every unknown address gets, so it speaks both languages rather than
 * guessing from the URL (a guess would differ between the static HTML and the browser).
 *
 * Offline, the service worker sends readers of a page they have not visited here too (the app
 * shell renders this page): then it says they are offline rather than that the page is missing.
 */
export function NotFound() {
  const online = useOnlineStatus();
  const title = online ? 'notFoundTitle' : 'offlineTitle';
  const body = online ? 'notFoundBody' : 'offlineBody';
  return (
    <div className={styles.notFound} data-offline={online ? undefined : ''}>
      <h1>{en(title)}</h1>
      <p>{en(body)}</p>
      <div className={styles.notFoundZh} lang="zh-CN">
        <p>
          <strong>{zh(title)}</strong>
        </p>
        <p>{zh(body)}</p>
      </div>
      <div className={styles.actions}>
        <GatsbyLink to={toPagePath('/x/introduction', 'en')}>{en('notFoundHome')}</GatsbyLink>
        <GatsbyLink to={toPagePath('/x/introduction', 'zh')} lang="zh-CN">
          {zh('notFoundHome')}
        </GatsbyLink>
      </div>
    </div>
  );
}
