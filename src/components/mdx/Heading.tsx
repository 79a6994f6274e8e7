import LinkIcon from '@mui/icons-material/Link';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import { useTranslate } from '../../i18n/LanguageProvider';

const Anchor = styled('a')(({ theme }) => ({
  marginInlineStart: theme.spacing(1),
  display: 'inline-flex',
  verticalAlign: 'middle',
  color: (theme.vars ?? theme).palette.text.secondary,
  opacity: 0,
  transition: 'opacity 150ms',
  'h2:hover > &, h3:hover > &, h4:hover > &, &:focus-visible': { opacity: 1 },
  '& svg': { fontSize: '1rem' },
}));

interface HeadingProps {
  id?: string;
  children?: React.ReactNode;
}

/** A section heading with its anchor link (ids are assigned at build time). */
function createHeading(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ id, children }: HeadingProps) {
    const t = useTranslate();
    return (
      <Tag id={id}>
        {children}
        {id ? (
          <Anchor href={`#${id}`} aria-label={t('linkToSection')}>
            <LinkIcon aria-hidden="true" />
          </Anchor>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `Heading(${Tag})`;
  return Heading;
}

export const H2 = createHeading('h2');
export const H3 = createHeading('h3');
export const H4 = createHeading('h4');
