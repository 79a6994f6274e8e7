import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function RecipeBookStyling() {
  return (
    <Box sx={{ minHeight: 270, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['salads']}
        defaultSelectedItems="tabbouleh"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 2,
            py: 0.5,
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'success.light',
            color: 'success.contrastText',
          },
          [`& .${treeItemClasses.iconContainer}`]: {
            color: 'success.main',
          },
          // Only the labels of the top-level items.
          [`& > .${treeItemClasses.root} > .${treeItemClasses.content} .${treeItemClasses.label}`]:
            {
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              fontSize: '0.8rem',
            },
        }}
      >
        <TreeItem itemId="salads" label="Salads">
          <TreeItem itemId="tabbouleh" label="Tabbouleh" />
          <TreeItem itemId="caesar" label="Caesar salad" />
          <TreeItem itemId="nicoise" label="Salade niçoise" />
        </TreeItem>
        <TreeItem itemId="stews" label="Stews">
          <TreeItem itemId="goulash" label="Goulash" />
        </TreeItem>
        <TreeItem itemId="bakes" label="Bakes">
          <TreeItem itemId="lasagne" label="Lasagne" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
