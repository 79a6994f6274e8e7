import { useTranslate } from '../../i18n/LanguageProvider';
import type { ApiSectionLink } from '../../lib/page-context';
import { H2 } from '../mdx/Heading';
import { MdxLink } from '../mdx/MdxLink';

/** The id of a guide's closing "API" section (and its table-of-contents entry). */
export const API_SECTION_ID = 'api';

/** A guide's closing "API" section: the API pages of the components its front matter lists. */
export function ApiSection({ links }: { links: readonly ApiSectionLink[] }) {
  const t = useTranslate();
  return (
    <section aria-labelledby={API_SECTION_ID}>
      <H2 id={API_SECTION_ID}>{t('apiSection')}</H2>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <MdxLink href={link.pathname}>
              <code>{link.name}</code>
            </MdxLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
