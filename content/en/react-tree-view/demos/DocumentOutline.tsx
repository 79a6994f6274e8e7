import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DocumentOutline() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 400 }}>
      <SimpleTreeView defaultExpandedItems={['handbook', 'onboarding']}>
        <TreeItem itemId="handbook" label="Employee handbook">
          <TreeItem itemId="onboarding" label="Onboarding">
            <TreeItem itemId="first-day" label="Your first day" />
            <TreeItem itemId="accounts" label="Accounts and equipment" />
            <TreeItem itemId="buddy" label="Meet your buddy" />
          </TreeItem>
          <TreeItem itemId="time-off" label="Time off">
            <TreeItem itemId="holidays" label="Public holidays" />
            <TreeItem itemId="sick-leave" label="Sick leave" />
          </TreeItem>
          <TreeItem itemId="expenses" label="Expenses" />
        </TreeItem>
        <TreeItem itemId="archive" label="Archive" disabled />
      </SimpleTreeView>
    </Box>
  );
}
