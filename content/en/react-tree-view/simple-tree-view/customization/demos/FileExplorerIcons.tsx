import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import DataObjectIcon from '@mui/icons-material/DataObject';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const iconsByExtension: Record<string, SvgIconComponent> = {
  tsx: CodeIcon,
  ts: CodeIcon,
  json: DataObjectIcon,
  md: ArticleIcon,
  png: ImageIcon,
  svg: ImageIcon,
  pdf: PictureAsPdfIcon,
};

function FileItem({ itemId, name }: { itemId: string; name: string }) {
  const extension = name.split('.').pop() ?? '';
  return (
    <TreeItem
      itemId={itemId}
      label={name}
      slots={{ endIcon: iconsByExtension[extension] ?? ArticleIcon }}
    />
  );
}

export default function FileExplorerIcons() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Project files"
        defaultExpandedItems={['site', 'site/src', 'site/assets']}
        // Folders show a closed or an open folder instead of the arrow.
        slots={{ expandIcon: FolderIcon, collapseIcon: FolderOpenIcon }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
        }}
      >
        <TreeItem itemId="site" label="site">
          <TreeItem itemId="site/src" label="src">
            <FileItem itemId="site/src/App.tsx" name="App.tsx" />
            <FileItem itemId="site/src/api.ts" name="api.ts" />
          </TreeItem>
          <TreeItem itemId="site/assets" label="assets">
            <FileItem itemId="site/assets/logo.svg" name="logo.svg" />
            <FileItem itemId="site/assets/hero.png" name="hero.png" />
          </TreeItem>
          <TreeItem itemId="site/docs" label="docs">
            <FileItem itemId="site/docs/brand-guide.pdf" name="brand-guide.pdf" />
          </TreeItem>
          <FileItem itemId="site/package.json" name="package.json" />
          <FileItem itemId="site/README.md" name="README.md" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
