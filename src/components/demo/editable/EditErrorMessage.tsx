import * as React from 'react';
import styled from '@emotion/styled';
import { vars } from '../../theme/css-variables';
import { spacing } from '../../theme/tokens';
import type { DemoEditError } from './edit-errors';
import { useEditorStrings } from './editor-strings';

const Message = styled.div({
  marginTop: spacing(1),
  fontSize: '0.8125rem',
  '&:empty': { display: 'none' },
  '& pre': { margin: 0, whiteSpace: 'pre-wrap', color: vars.error, fontFamily: 'inherit', fontWeight: 600 },
  '& p': { margin: spacing(0.5, 0, 0), color: vars.textSecondary },
});

/**
 * The error of the latest edit, under the preview: what went wrong and where (file, line and
 * column when known). A polite live region, so that screen readers hear it once typing pauses.
 */
export function EditErrorMessage({ error }: { error: DemoEditError | null }) {
  const t = useEditorStrings();
  let where: string | null = null;
  let what = '';
  if (error?.kind === 'syntax') {
    where = t('errorAt', { file: error.file, line: error.line, column: error.column });
    what = t('errorSyntax', { message: error.message });
  } else if (error?.kind === 'runtime') {
    if (error.file !== null && error.line !== null) {
      where = t('errorAt', { file: error.file, line: error.line, column: error.column ?? 1 });
    }
    what = t('errorRuntime', { message: error.message });
  } else if (error?.kind === 'unknown-import') {
    where = t('errorIn', { file: error.file });
    what = t('errorUnknownImport', { specifier: error.specifier, available: error.available.join(', ') });
  } else if (error?.kind === 'unknown-export') {
    what = t('errorUnknownExport', {
      name: error.name,
      specifier: error.specifier,
      available: error.available.join(', '),
    });
  } else if (error?.kind === 'no-default-export') {
    what = t('errorNoDefault', { file: error.file });
  }
  return (
    <Message className="demo-edit-error" role="status" aria-live="polite">
      {error ? (
        <>
          <pre>{where ? `${where}\n${what}` : what}</pre>
          <p>{t('errorKept')}</p>
        </>
      ) : null}
    </Message>
  );
}
