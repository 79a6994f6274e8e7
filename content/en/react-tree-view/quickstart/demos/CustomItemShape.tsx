import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Department {
  code: string;
  name: string;
  children?: Department[];
}

const departments: Department[] = [
  {
    code: 'ENG',
    name: 'Engineering',
    children: [
      { code: 'ENG-WEB', name: 'Web platform' },
      { code: 'ENG-DATA', name: 'Data' },
    ],
  },
  { code: 'OPS', name: 'Operations' },
];

export default function CustomItemShape() {
  return (
    <Box sx={{ minHeight: 160, maxWidth: 320 }}>
      <RichTreeView
        items={departments}
        getItemId={(item) => item.code}
        getItemLabel={(item) => `${item.name} (${item.code})`}
        defaultExpandedItems={['ENG']}
      />
    </Box>
  );
}
