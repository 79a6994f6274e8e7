import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import { bookLabel, READING_LIST, type ShelfItem } from './library-shelf';

const Field = styled('input')(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(0.25, 0.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  minWidth: 0,
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}` },
}));

type SaveBook = (itemId: string, title: string, year: number) => void;
const SaveBookContext = React.createContext<SaveBook>(() => {});

interface BookInputProps extends UseTreeItemLabelInputSlotOwnProps {
  itemId: string;
  onSave: (event: React.SyntheticEvent, label: string) => void;
  onCancel: (event: React.SyntheticEvent) => void;
}

// Two fields instead of one: the label is rebuilt from the title and the year.
// The component ignores the props meant for the default input (`value`,
// `onChange`, `onKeyDown`, `onBlur`) and handles Enter and Escape itself.
function BookInput({ itemId, onSave, onCancel }: BookInputProps) {
  const book = useTreeItemModel<ShelfItem>(itemId);
  const saveBook = React.useContext(SaveBookContext);
  const [title, setTitle] = React.useState(book?.title ?? '');
  const [year, setYear] = React.useState(String(book?.year ?? ''));
  const valid = title.trim() !== '' && /^\d{4}$/.test(year);

  const save = (event: React.SyntheticEvent) => {
    if (!valid) return;
    onSave(event, `${title.trim()} (${year})`);
    saveBook(itemId, title.trim(), Number(year));
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') save(event);
    if (event.key === 'Escape') onCancel(event);
  };

  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexGrow: 1 }}
      // Clicks and keys inside the editor must not reach the item.
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Field
        aria-label="Title"
        autoFocus
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={handleKeyDown}
        data-element="labelInput"
        sx={{ flexGrow: 1 }}
      />
      <Field
        aria-label="Year"
        inputMode="numeric"
        value={year}
        onChange={(event) => setYear(event.target.value)}
        onKeyDown={handleKeyDown}
        data-element="labelInput"
        sx={{ width: 56 }}
      />
      <IconButton
        size="small"
        color="success"
        aria-label="Save"
        disabled={!valid}
        onClick={save}
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" color="error" aria-label="Cancel" onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const BookTreeItem = React.forwardRef(function BookTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  const labelInputProps: Partial<BookInputProps> = {
    itemId: props.itemId,
    onSave: interactions.handleSaveItemLabel,
    onCancel: interactions.handleCancelItemLabelEditing,
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: BookInput }}
      slotProps={{ labelInput: labelInputProps }}
    />
  );
});

const isItemEditable = (item: ShelfItem) => item.year !== undefined;

export default function BookDetailsInput() {
  const [books, setBooks] = React.useState(READING_LIST);

  // Keep the edited values in your data, so the next edit starts from them.
  const saveBook = React.useCallback<SaveBook>((itemId, title, year) => {
    const update = (items: ShelfItem[]): ShelfItem[] =>
      items.map((item) =>
        item.id === itemId
          ? { ...item, title, year }
          : { ...item, children: item.children && update(item.children) },
      );
    setBooks(update);
  }, []);

  return (
    <SaveBookContext.Provider value={saveBook}>
      <Box sx={{ minHeight: 260, minWidth: 320, maxWidth: 480 }}>
        <RichTreeView
          isItemEditable={isItemEditable}
          items={books}
          getItemLabel={bookLabel}
          defaultExpandedItems={['shelf-fiction', 'shelf-essays']}
          slots={{ item: BookTreeItem }}
        />
      </Box>
    </SaveBookContext.Provider>
  );
}
