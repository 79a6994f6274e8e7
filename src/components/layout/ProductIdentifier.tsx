import styled from '@emotion/styled';
import { Link as GatsbyLink } from 'gatsby';
import { useLanguage, useTranslate } from '../../i18n/LanguageProvider';
import { languagePrefix } from '../../lib/paths';
import { DisclosureMenu } from '../frame-ui/DisclosureMenu';
import { FrameButton } from '../frame-ui/FrameButton';
import { Icon } from '../icons/Icon';
import { useProduct } from '../nav/use-products';
import { spacing, up, vars } from '../theme/tokens';

const Root = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  minWidth: 0,
  '& .product-name': { display: 'none', lineHeight: 1.2, [up('sm')]: { display: 'block' } },
  '& .product-metadata': { fontSize: '0.75rem', fontWeight: 600, color: vars.textSecondary },
  '& .product-title': { fontWeight: 700, whiteSpace: 'nowrap' },
  '& .version-menu > div': { insetInlineEnd: 'auto', insetInlineStart: 0 },
  '& .check': { width: 18, display: 'inline-flex' },
});

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
  const current = product.versions.find((version) => version.current) ?? product.versions[0];
  return (
    <Root>
      <div className="product-name">
        {product.metadata ? <div className="product-metadata">{product.metadata}</div> : null}
        <div className="product-title">{product.name}</div>
      </div>
      <DisclosureMenu
        className="version-menu"
        renderButton={(buttonProps) => (
          <FrameButton type="button" className="outlined" aria-label={t('versionMenuLabel', { product: product.name })} {...buttonProps}>
            {current?.text}
            <Icon name="expandMore" />
          </FrameButton>
        )}
      >
        {(close) => (
          <ul>
            {product.versions.map((version) => (
              <li key={version.text}>
                {version.current ? (
                  <GatsbyLink to={`${languagePrefix(lang)}${version.href}`} aria-current="page" onClick={close}>
                    <span className="check">
                      <Icon name="check" size="1.125rem" />
                    </span>
                    {version.text} <span className="secondary">{t('currentVersion')}</span>
                  </GatsbyLink>
                ) : (
                  <a href={version.href} rel="noopener" onClick={close}>
                    <span className="check" />
                    {version.text}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </DisclosureMenu>
    </Root>
  );
}
