import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { languagePrefix } from '../../lib/paths';
import { DisclosureMenu } from '../frame-ui/DisclosureMenu';
import { FrameButton } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';
import { checkIcon, expandMoreIcon } from '../icons/frame-icons';
import { useProduct } from '../nav/use-products';
import * as styles from './layout.module.css';

/**
 * The product's name and its version menu. The current version links within this site (in the
 * reader's language); older versions link to their own sites, which are English only.
 */
export function ProductIdentifier({ productId }: { productId: string }) {
  const product = useProduct(productId);
  const lang = useLanguage();
  const t = useTranslate();
  if (!product) {
    return null;
  }
  const name = product.name[lang];
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  return (
    <div className={styles.product}>
      <div className={styles.productName}>
        {product.metadata ? <div className={styles.productMetadata}>{product.metadata}</div> : null}
        <div className={styles.productTitle}>{name}</div>
      </div>
      <DisclosureMenu
        className={styles.versionMenu}
        renderButton={(buttonProps) => (
          <FrameButton outlined aria-label={t('versionMenuLabel', { product: name })} {...buttonProps}>
            {current?.text}
            <Icon path={expandMoreIcon} />
          </FrameButton>
        )}
      >
        {(close) => (
          <ul>
            {product.versions.map((version) => (
              <li key={version.text}>
                {version.current ? (
                  <GatsbyLink to={`${languagePrefix(lang)}${version.href}`} aria-current="page" onClick={close}>
                    <span className={styles.check}>
                      <Icon path={checkIcon} size="1.125rem" />
                    </span>
                    {version.text} <span className="secondary">{t('currentVersion')}</span>
                  </GatsbyLink>
                ) : (
                  <a href={version.href} rel="noopener" onClick={close}>
                    <span className={styles.check} />
                    {version.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </DisclosureMenu>
    </div>
  );
}
