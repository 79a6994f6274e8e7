import styled from '@emotion/styled';
import { Link as GatsbyLink } from 'gatsby';
import { createTranslate } from '../../i18n/translate';
import { toPagePath } from '../../lib/paths';
import { spacing, up, vars } from '../theme/tokens';

const en = createTranslate('en');
const zh = createTranslate('zh');

const Root = styled.div({
  maxWidth: 720,
  margin: '0 auto',
  padding: spacing(6, 3),
  [up('md')]: { padding: spacing(10, 3) },
  '& h1': { fontSize: 'clamp(2rem, 1.4rem + 2vw, 2.75rem)', margin: spacing(0, 0, 2) },
  '& p': { color: vars.textSecondary, margin: spacing(0, 0, 2) },
  '& .zh': { marginBottom: spacing(4) },
  '& .zh strong': { color: vars.text },
  '& .actions': { display: 'flex', gap: spacing(2), flexWrap: 'wrap' },
  '& .actions a': {
    padding: spacing(1, 2),
    borderRadius: 10,
    fontWeight: 600,
    textDecoration: 'none',
    border: `1px solid ${vars.primaryText}`,
    color: vars.primaryText,
  },
  '& .actions a:first-of-type': { backgroundColor: vars.primary, borderColor: vars.primary, color: vars.onPrimary },
});

/**
 * The one 404 page every unknown address gets, so it speaks both languages rather than
 * guessing from the URL (a guess would differ between the static HTML and the browser).
 */
export function NotFound() {
  return (
    <Root>
      <h1>{en('notFoundTitle')}</h1>
      <p>{en('notFoundBody')}</p>
      <div className="zh" lang="zh-CN">
        <p>
          <strong>{zh('notFoundTitle')}</strong>
        </p>
        <p>{zh('notFoundBody')}</p>
      </div>
      <div className="actions">
        <GatsbyLink to={toPagePath('/x/introduction', 'en')}>{en('notFoundHome')}</GatsbyLink>
        <GatsbyLink to={toPagePath('/x/introduction', 'zh')} lang="zh-CN">
          {zh('notFoundHome')}
        </GatsbyLink>
      </div>
    </Root>
  );
}
