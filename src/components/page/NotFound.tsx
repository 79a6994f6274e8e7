import { Link as GatsbyLink } from 'gatsby';
import { createTranslate } from '../../i18n/translate';
import { toPagePath } from '../../lib/paths';
import * as styles from './page.module.css';

const en = createTranslate('en');
const zh = createTranslate('zh');

/**
 * The one 404 page every unknown address gets, so it speaks both languages rather than
 * guessing from the URL (a guess would differ between the static HTML and the browser).
 */
export function NotFound() {
  return (
    <div className={styles.notFound}>
      <h1>{en('notFoundTitle')}</h1>
      <p>{en('notFoundBody')}</p>
      <div className={styles.notFoundZh} lang="zh-CN">
        <p>
          <strong>{zh('notFoundTitle')}</strong>
        </p>
        <p>{zh('notFoundBody')}</p>
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
