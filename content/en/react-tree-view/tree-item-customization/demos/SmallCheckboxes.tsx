import Box from '@mui/material/Box';
import type { CheckboxProps } from '@mui/material/Checkbox';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The default checkbox is Material UI's Checkbox: any of its props can be passed.
const checkboxProps = { size: 'small', color: 'success' } satisfies CheckboxProps;

const warehouses = [
  { id: 'lyon', label: 'Lyon', bays: ['Bay A', 'Bay B'] },
  { id: 'porto', label: 'Porto', bays: ['Bay A', 'Bay B', 'Bay C'] },
];

export default function SmallCheckboxes() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Warehouses to restock"
        checkboxSelection
        multiSelect
        defaultExpandedItems={['lyon', 'porto']}
      >
        {warehouses.map((warehouse) => (
          <TreeItem
            key={warehouse.id}
            itemId={warehouse.id}
            label={warehouse.label}
            slotProps={{ checkbox: checkboxProps }}
          >
            {warehouse.bays.map((bay) => (
              <TreeItem
                key={bay}
                itemId={`${warehouse.id}-${bay}`}
                label={bay}
                slotProps={{ checkbox: checkboxProps }}
              />
            ))}
          </TreeItem>
        ))}
      </SimpleTreeView>
    </Box>
  );
}
