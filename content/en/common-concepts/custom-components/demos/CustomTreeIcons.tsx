import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomTreeIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['docs']}
        // Icons for every item of the tree.
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: DescriptionOutlinedIcon,
        }}
        slotProps={{ endIcon: { color: 'action' } }}
      >
        <TreeItem itemId="docs" label="Documents">
          <TreeItem itemId="brief" label="Project brief.pdf" />
          <TreeItem itemId="budget" label="Budget.xlsx" />
          {/* One item overrides the tree-wide icon and its props. */}
          <TreeItem
            itemId="contract"
            label="Signed contract.pdf"
            slots={{ endIcon: StarIcon }}
            slotProps={{ endIcon: { color: 'warning' } }}
          />
        </TreeItem>
        <TreeItem itemId="photos" label="Photos">
          <TreeItem itemId="team" label="Team offsite.jpg" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
