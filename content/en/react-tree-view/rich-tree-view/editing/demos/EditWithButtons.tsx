import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type {
  UseTreeItemLabelInputSlotOwnProps,
  UseTreeItemLabelSlotOwnProps,
} from '@mui/x-tree-view/useTreeItem';
import { EXPANDED, SYLLABUS, type SyllabusItem } from './editable-syllabus';

interface LabelWithEditButtonProps extends UseTreeItemLabelSlotOwnProps {
  onEdit: () => void;
}

function LabelWithEditButton({
  children,
  editable,
  onEdit,
  ...other
}: LabelWithEditButtonProps) {
  return (
    <TreeItemLabel
      {...other}
      editable={editable}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      {children}
      {editable && (
        <IconButton
          size="small"
          aria-label={`Rename ${children}`}
          // The tree keeps a single tab stop; from the keyboard, Enter starts editing.
          tabIndex={-1}
          onClick={(event) => {
            // Keep the click from selecting the item.
            event.stopPropagation();
            onEdit();
          }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </TreeItemLabel>
  );
}

interface InputWithButtonsProps extends UseTreeItemLabelInputSlotOwnProps {
  onSave: (event: React.SyntheticEvent, label: string) => void;
  onCancel: (event: React.SyntheticEvent) => void;
}

function InputWithButtons({ onSave, onCancel, ...other }: InputWithButtonsProps) {
  const value = other.value ?? '';
  // Keys pressed on the buttons must not reach the item's keyboard navigation.
  const stopKeyDown = (event: React.KeyboardEvent) => event.stopPropagation();
  return (
    <React.Fragment>
      <TreeItemLabelInput {...other} aria-label="New title" />
      <IconButton
        size="small"
        color="success"
        aria-label="Save the title"
        disabled={value.trim() === ''}
        onKeyDown={stopKeyDown}
        onClick={(event) => {
          event.stopPropagation();
          onSave(event, value);
        }}
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label="Cancel"
        onKeyDown={stopKeyDown}
        onClick={(event) => {
          event.stopPropagation();
          onCancel(event);
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </React.Fragment>
  );
}

const ButtonsTreeItem = React.forwardRef(function ButtonsTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });

  // Double-click no longer starts editing, and leaving the field changes nothing:
  // only the buttons (and Enter or Escape) act.
  const labelProps: Partial<LabelWithEditButtonProps> = {
    onDoubleClick: (event) => {
      event.defaultMuiPrevented = true;
    },
    onEdit: interactions.toggleItemEditing,
  };
  const labelInputProps: Partial<InputWithButtonsProps> = {
    onBlur: (event) => {
      event.defaultMuiPrevented = true;
    },
    onSave: interactions.handleSaveItemLabel,
    onCancel: interactions.handleCancelItemLabelEditing,
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithEditButton, labelInput: InputWithButtons }}
      slotProps={{ label: labelProps, labelInput: labelInputProps }}
    />
  );
});

const isItemEditable = (item: SyllabusItem) => !item.locked;

export default function EditWithButtons() {
  return (
    <Box sx={{ minHeight: 400, minWidth: 300, maxWidth: 420 }}>
      <RichTreeView
        isItemEditable={isItemEditable}
        items={SYLLABUS}
        defaultExpandedItems={EXPANDED}
        slots={{ item: ButtonsTreeItem }}
      />
    </Box>
  );
}
