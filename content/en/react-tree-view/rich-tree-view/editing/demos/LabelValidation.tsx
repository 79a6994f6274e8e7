import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import { EXPANDED, SYLLABUS } from './editable-syllabus';

const MAX_LENGTH = 30;

function validateTitle(title: string): string | null {
  if (title.trim() === '') {
    return 'Enter a title.';
  }
  if (title.length > MAX_LENGTH) {
    return `Use at most ${MAX_LENGTH} characters (${title.length} now).`;
  }
  return null;
}

interface ValidatedLabelInputProps extends UseTreeItemLabelInputSlotOwnProps {
  error: string | null;
  errorId: string;
}

function ValidatedLabelInput({
  error,
  errorId,
  ...other
}: ValidatedLabelInputProps) {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <TreeItemLabelInput
        {...other}
        aria-label="Lesson title"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Typography id={errorId} variant="caption" color="error" component="div">
          {error}
        </Typography>
      )}
    </Box>
  );
}

const ValidatedTreeItem = React.forwardRef(function ValidatedTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const [error, setError] = React.useState<string | null>(null);
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setError(validateTitle(event.target.value));
  };

  const handleKeyDown: UseTreeItemLabelInputSlotOwnProps['onKeyDown'] = (event) => {
    // Take over Enter and Escape from the default handler.
    event.defaultMuiPrevented = true;
    const value = event.currentTarget.value;
    if (event.key === 'Enter') {
      const problem = validateTitle(value);
      setError(problem);
      if (problem === null) {
        interactions.handleSaveItemLabel(event, value.trim());
      }
    } else if (event.key === 'Escape') {
      setError(null);
      interactions.handleCancelItemLabelEditing(event);
    }
  };

  const handleBlur: UseTreeItemLabelInputSlotOwnProps['onBlur'] = (event) => {
    // An invalid title is discarded when the field loses focus.
    if (validateTitle(event.currentTarget.value) !== null) {
      event.defaultMuiPrevented = true;
      setError(null);
      interactions.handleCancelItemLabelEditing(event);
    }
  };

  const labelInputProps: Partial<ValidatedLabelInputProps> = {
    error,
    errorId: `${props.itemId}-title-error`,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onBlur: handleBlur,
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: ValidatedLabelInput }}
      slotProps={{ labelInput: labelInputProps }}
    />
  );
});

export default function LabelValidation() {
  return (
    <Box sx={{ minHeight: 400, minWidth: 280 }}>
      <RichTreeView
        isItemEditable
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
        slots={{ item: ValidatedTreeItem }}
      />
    </Box>
  );
}
