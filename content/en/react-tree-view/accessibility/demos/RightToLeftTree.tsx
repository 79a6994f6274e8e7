import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Emotion flips left and right in the styles of this subtree only.
const rtlCache = createCache({
  key: 'tree-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// The page's theme, with the direction that the tree's keyboard handling reads.
const withRtl = (outerTheme: Theme): Theme => ({ ...outerTheme, direction: 'rtl' });

export default function RightToLeftTree() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={withRtl}>
        <Box dir="rtl" sx={{ minHeight: 220, minWidth: 260 }}>
          <SimpleTreeView
            aria-label="قائمة المنتجات"
            defaultExpandedItems={['kitchen']}
            // Point the collapsed-item arrow towards the reading direction.
            slotProps={{ expandIcon: { style: { transform: 'scaleX(-1)' } } }}
          >
            <TreeItem itemId="kitchen" label="المطبخ">
              <TreeItem itemId="pans" label="المقالي" />
              <TreeItem itemId="knives" label="السكاكين" />
            </TreeItem>
            <TreeItem itemId="garden" label="الحديقة">
              <TreeItem itemId="hoses" label="خراطيم المياه" />
            </TreeItem>
            <TreeItem itemId="lighting" label="الإضاءة" />
          </SimpleTreeView>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
