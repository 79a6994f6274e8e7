import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import {
  useTreeItem,
  type UseTreeItemParameters,
} from '@mui/x-tree-view/useTreeItem';

interface PersonItemProps
  extends Omit<UseTreeItemParameters, 'rootRef' | 'label'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  name: string;
  role: string;
}

const PersonItem = React.forwardRef(function PersonItem(
  props: PersonItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, name, role, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, children, label: name, disabled, rootRef: ref });
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Avatar
            sx={{
              width: 28,
              height: 28,
              fontSize: '0.75rem',
              bgcolor: 'secondary.main',
            }}
          >
            {initials}
          </Avatar>
          <Box sx={{ flexGrow: 1 }}>
            <TreeItemLabel {...getLabelProps()} />
            <Typography variant="caption" color="text.secondary">
              {role}
            </Typography>
          </Box>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ReportingLineAvatars() {
  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Reporting lines"
        defaultExpandedItems={['noor', 'tomas']}
      >
        <PersonItem itemId="noor" name="Noor Haddad" role="Chief Executive Officer">
          <PersonItem itemId="tomas" name="Tomás Ruiz" role="VP Engineering">
            <PersonItem itemId="mei" name="Mei Lin" role="Staff Engineer" />
            <PersonItem
              itemId="oskar"
              name="Oskar Berg"
              role="Engineering Manager"
            />
          </PersonItem>
          <PersonItem itemId="priya" name="Priya Nair" role="VP Finance">
            <PersonItem itemId="lena" name="Lena Vogel" role="Controller" />
          </PersonItem>
        </PersonItem>
      </SimpleTreeView>
    </Box>
  );
}
