import { styled } from '@mui/material/styles';
import { CODE_FONT_FAMILY } from '../theme/create-docs-theme';

/**
 * Typography and code styles for rendered content. Plain markdown elements are styled here
 * rather than through one React component each, which keeps long pages cheap to render.
 */
export const MarkdownBody = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body1,
    color: palette.text.primary,
    lineHeight: 1.7,
    wordBreak: 'break-word',
    '& h2': { ...theme.typography.h2, margin: theme.spacing(5, 0, 1.5) },
    '& h3': { ...theme.typography.h3, margin: theme.spacing(4, 0, 1) },
    '& h4': { ...theme.typography.h4, margin: theme.spacing(3, 0, 1) },
    '& p, & ul, & ol': { margin: theme.spacing(0, 0, 2) },
    '& li': { marginBottom: theme.spacing(0.5) },
    '& li > p': { margin: 0 },
    '& a': {
      color: palette.primary.main,
      fontWeight: 500,
      textDecorationColor: 'currentColor',
      textUnderlineOffset: '0.2em',
    },
    '& h2 a.plan-badge, & h3 a.plan-badge': { marginInlineStart: theme.spacing(1), fontSize: '0.8em' },
    '& :not(pre) > code': {
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.875em',
      padding: '0.1em 0.35em',
      borderRadius: 6,
      backgroundColor: palette.action.hover,
      border: `1px solid ${palette.divider}`,
    },
    '& .code-block pre': {
      margin: 0,
      padding: theme.spacing(2),
      paddingInlineEnd: theme.spacing(6),
      overflow: 'auto',
      maxHeight: 'min(68vh, 1000px)',
      borderRadius: theme.shape.borderRadius,
      fontSize: '0.8125rem',
      lineHeight: 1.6,
      direction: 'ltr',
      color: 'hsl(215, 30%, 92%)',
      backgroundColor: 'hsl(215, 40%, 10%)',
      border: '1px solid hsl(215, 30%, 20%)',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '& .code-block-title': {
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.75rem',
      padding: theme.spacing(0.75, 2),
      borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
      color: 'hsl(215, 30%, 85%)',
      backgroundColor: 'hsl(215, 35%, 16%)',
      '& + pre': { borderTopLeftRadius: 0, borderTopRightRadius: 0 },
    },
    '& .code-block-copy': {
      position: 'absolute',
      top: theme.spacing(1),
      insetInlineEnd: theme.spacing(1),
      color: 'hsl(215, 30%, 85%)',
      backgroundColor: 'hsla(215, 40%, 20%, 0.8)',
      '&:hover': { backgroundColor: 'hsl(215, 40%, 26%)' },
    },
    '& .install-tabs .code-block-copy': { top: theme.spacing(1) },
    // Prism token colours, chosen for contrast on the dark code background.
    '& .token.comment, & .token.prolog, & .token.doctype, & .token.cdata': { color: 'hsl(215, 16%, 68%)', fontStyle: 'italic' },
    '& .token.punctuation': { color: 'hsl(215, 25%, 80%)' },
    '& .token.property, & .token.tag, & .token.constant, & .token.symbol, & .token.deleted': { color: 'hsl(350, 90%, 76%)' },
    '& .token.boolean, & .token.number': { color: 'hsl(28, 95%, 70%)' },
    '& .token.selector, & .token.attr-name, & .token.string, & .token.char, & .token.builtin, & .token.inserted': { color: 'hsl(95, 55%, 68%)' },
    '& .token.operator, & .token.entity, & .token.url': { color: 'hsl(190, 80%, 72%)' },
    '& .token.atrule, & .token.attr-value, & .token.keyword': { color: 'hsl(265, 90%, 80%)' },
    '& .token.function, & .token.class-name': { color: 'hsl(205, 95%, 74%)' },
    '& .token.regex, & .token.important, & .token.variable': { color: 'hsl(45, 95%, 68%)' },
    '& .table-scroll': { overflowX: 'auto', margin: theme.spacing(2, 0, 3) },
    '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.875rem' },
    '& th, & td': { textAlign: 'start', padding: theme.spacing(1, 1.5), borderBottom: `1px solid ${palette.divider}`, verticalAlign: 'top' },
    '& th': { fontWeight: 600, whiteSpace: 'nowrap' },
    '& blockquote': {
      margin: theme.spacing(2, 0),
      paddingInlineStart: theme.spacing(2),
      borderInlineStart: `4px solid ${palette.divider}`,
      color: palette.text.secondary,
    },
    '& hr': { border: 0, borderTop: `1px solid ${palette.divider}`, margin: theme.spacing(4, 0) },
    '& img': { maxWidth: '100%' },
    '& kbd': {
      fontFamily: CODE_FONT_FAMILY,
      fontSize: '0.8em',
      padding: '0.1em 0.4em',
      border: `1px solid ${palette.divider}`,
      borderBottomWidth: 2,
      borderRadius: 4,
    },
  };
});
