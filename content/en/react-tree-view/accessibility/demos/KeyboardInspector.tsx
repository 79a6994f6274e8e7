import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { catalogue, labelOf, type CatalogueNode } from './catalogue';

function renderNode(node: CatalogueNode) {
  return (
    <TreeItem key={node.id} itemId={node.id} label={node.label}>
      {node.children?.map(renderNode)}
    </TreeItem>
  );
}

/** "Shift + ArrowDown" from a keyboard event. */
function describeKey(event: React.KeyboardEvent) {
  const modifiers = [
    event.ctrlKey && 'Ctrl',
    event.metaKey && '⌘',
    event.altKey && 'Alt',
    event.shiftKey && event.key !== 'Shift' && 'Shift',
  ].filter(Boolean);
  const key = event.key === ' ' ? 'Space' : event.key;
  return [...modifiers, key].join(' + ');
}

export default function KeyboardInspector() {
  const [lastKey, setLastKey] = React.useState('none');
  const [focused, setFocused] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>(['kitchen']);
  const [selected, setSelected] = React.useState<string[]>([]);

  const rows = [
    ['Last key', lastKey],
    ['Focused', focused ? labelOf(focused) : 'none'],
    ['Expanded', expanded.map(labelOf).join(', ') || 'none'],
    ['Selected', selected.map(labelOf).join(', ') || 'none'],
  ];

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 380 }}>
      <Box
        onKeyDownCapture={(event) => setLastKey(describeKey(event))}
        sx={{ minWidth: 260 }}
      >
        <SimpleTreeView
          aria-label="Product catalogue"
          multiSelect
          expandedItems={expanded}
          onExpandedItemsChange={(_event, itemIds) => setExpanded(itemIds)}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
          onItemFocus={(_event, itemId) => setFocused(itemId)}
        >
          {catalogue.map(renderNode)}
        </SimpleTreeView>
      </Box>
      <Box
        component="dl"
        aria-label="Tree state"
        sx={{
          m: 0,
          width: 260,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: 1,
        }}
      >
        {rows.map(([term, value]) => (
          <React.Fragment key={term}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0 }}
              data-state={term}
            >
              {value}
            </Typography>
          </React.Fragment>
        ))}
      </Box>
    </Box>
  );
}
