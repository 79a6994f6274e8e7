import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const files = [
  'quarterly-revenue-report-emea-2025-q1-final.xlsx',
  'quarterly-revenue-report-americas-2025-q1-draft.xlsx',
  'board-presentation-annual-strategy-review.pptx',
];

const labelProps = {
  style: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;

export default function TruncatedLabels() {
  return (
    <Box sx={{ minHeight: 160, width: 280 }}>
      <SimpleTreeView aria-label="Shared reports" defaultExpandedItems={['reports']}>
        <TreeItem itemId="reports" label="Reports">
          {files.map((file) => (
            <TreeItem
              key={file}
              itemId={file}
              label={file}
              // The full name shows on hover; the row keeps one line.
              slotProps={{ label: { ...labelProps, title: file } }}
            />
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
