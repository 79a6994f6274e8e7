import styled from '@emotion/styled';
import { spacing, vars } from '../theme/tokens';

/**
 * The buttons of the site frame (app bar, drawer, menus): native buttons styled once with the
 * site's CSS variables, so the frame needs no component library code.
 */
const frameButtonStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: spacing(0.75),
  minHeight: 36,
  minWidth: 36,
  padding: spacing(0.5, 1),
  border: '1px solid transparent',
  borderRadius: 10,
  background: 'none',
  color: vars.text,
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: vars.hover },
  '&:focus-visible': { outline: `2px solid ${vars.primary}`, outlineOffset: 2 },
  '&[aria-expanded="true"]': { backgroundColor: vars.selected },
  '& svg': { fontSize: '1.25rem' },
  '&.outlined': { borderColor: vars.divider },
  '@media (forced-colors: active)': { border: '1px solid ButtonText' },
} as const;

export const FrameButton = styled.button(frameButtonStyles);

/** A link that looks like a frame button (the source-repository link). */
export const FrameButtonLink = styled.a(frameButtonStyles);

/** A segmented group of toggle buttons (`aria-pressed`), such as Light / System / Dark. */
export const SegmentedGroup = styled.div({
  display: 'inline-flex',
  border: `1px solid ${vars.divider}`,
  borderRadius: 10,
  overflow: 'hidden',
  '& > button': { borderRadius: 0, minHeight: 34, color: vars.textSecondary },
  '& > button + button': { borderInlineStart: `1px solid ${vars.divider}` },
  '& > button[aria-pressed="true"]': {
    color: vars.primaryText,
    backgroundColor: `color-mix(in srgb, ${vars.primary} 14%, transparent)`,
  },
});
