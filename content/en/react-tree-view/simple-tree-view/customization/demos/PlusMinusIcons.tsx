import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

/** A small dot drawn from scratch with SvgIcon, for the items without children. */
function DotIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="3" />
    </SvgIcon>
  );
}

export default function PlusMinusIcons() {
  return (
    <Box sx={{ minHeight: 270, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['soups', 'desserts']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: DotIcon,
        }}
        slotProps={{ endIcon: { style: { opacity: 0.5 } } }}
      >
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="minestrone" label="Minestrone" />
          <TreeItem itemId="miso" label="Miso soup" />
        </TreeItem>
        <TreeItem itemId="mains" label="Main courses">
          <TreeItem itemId="risotto" label="Mushroom risotto" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tarte" label="Tarte Tatin" />
          <TreeItem itemId="panna" label="Panna cotta" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
