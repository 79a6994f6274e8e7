import * as React from 'react';
import styled from '@emotion/styled';
import { cssVar, vars } from '../../theme/css-variables';
import { spacing } from '../../theme/tokens';
import { useEditorStrings } from './editor-strings';

const Mark = styled.span({
  marginInlineStart: spacing(1),
  padding: spacing(0.25, 0.75),
  border: `1px solid ${vars.divider}`,
  borderRadius: cssVar('--docs-radius-md'),
  fontSize: '0.75rem',
  fontWeight: 600,
  color: vars.primaryText,
});

/** Says in the demo's toolbar that the reader has edited its code (until Reset demo). */
export function EditedMark() {
  const t = useEditorStrings();
  return <Mark className="toolbar-edited">{t('edited')}</Mark>;
}
