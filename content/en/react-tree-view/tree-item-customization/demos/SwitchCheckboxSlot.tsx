import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface SwitchSlotProps {
  /** False when the tree has no checkbox selection: render nothing. */
  visible?: boolean;
  checked?: boolean;
  disabled?: boolean;
  indeterminate?: boolean;
  tabIndex?: number;
  className?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

const SwitchSlot = React.forwardRef(function SwitchSlot(
  { visible, indeterminate: _indeterminate, ...other }: SwitchSlotProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return <Switch size="small" ref={ref} {...other} />;
});

function NotificationItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ checkbox: SwitchSlot }} />;
}

export default function SwitchCheckboxSlot() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Notifications"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['orders', 'stock']}
        defaultSelectedItems={['order-shipped']}
      >
        <NotificationItem itemId="orders" label="Orders">
          <NotificationItem itemId="order-new" label="New order" />
          <NotificationItem itemId="order-shipped" label="Order shipped" />
        </NotificationItem>
        <NotificationItem itemId="stock" label="Stock">
          <NotificationItem itemId="stock-low" label="Low stock" />
        </NotificationItem>
      </SimpleTreeView>
    </Box>
  );
}
