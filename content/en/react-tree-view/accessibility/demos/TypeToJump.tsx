import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const spices = [
  'Allspice',
  'Anise',
  'Cardamom',
  'Cinnamon',
  'Cloves',
  'Cumin',
  'Nutmeg',
  'Paprika',
  'Saffron',
  'Sumac',
];

export default function TypeToJump() {
  return (
    <Box sx={{ minHeight: 400, minWidth: 260 }}>
      <SimpleTreeView aria-label="Spice rack" defaultExpandedItems={['spices']}>
        <TreeItem itemId="spices" label="Spices">
          {spices.map((spice) => (
            <TreeItem key={spice} itemId={spice.toLowerCase()} label={spice} />
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
