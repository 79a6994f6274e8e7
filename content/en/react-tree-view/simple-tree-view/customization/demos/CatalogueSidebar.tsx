import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import CategoryIcon from '@mui/icons-material/Category';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItem,
  type TreeItemProps,
  treeItemClasses,
} from '@mui/x-tree-view/TreeItem';

interface CatalogueItemProps extends Omit<TreeItemProps, 'label'> {
  text: string;
  icon: SvgIconComponent;
  /** Number of products; shown at the end of the row. */
  count?: number;
  color?: string;
}

function CatalogueItem({
  text,
  icon: Icon,
  count,
  color,
  ...other
}: CatalogueItemProps) {
  return (
    <TreeItem
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
          <Icon fontSize="small" sx={{ color }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          {count !== undefined && (
            <Typography variant="caption" color="text.secondary">
              {count}
            </Typography>
          )}
        </Box>
      }
    />
  );
}

export default function CatalogueSidebar() {
  return (
    <Box sx={{ minHeight: 300, width: 280 }}>
      <SimpleTreeView
        aria-label="Catalogue sections"
        defaultExpandedItems={['categories']}
        defaultSelectedItems="featured"
        sx={{
          [`& .${treeItemClasses.content}`]: {
            borderRadius: '0 16px 16px 0',
            pr: 2,
          },
          [`& .${treeItemClasses.content}.${treeItemClasses.selected}`]: {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '& .MuiTypography-root, & .MuiSvgIcon-root': { color: 'inherit' },
          },
        }}
      >
        <CatalogueItem
          itemId="featured"
          text="Featured"
          icon={StarIcon}
          count={12}
          color="#e6a100"
        />
        <CatalogueItem
          itemId="sale"
          text="On sale"
          icon={LocalOfferIcon}
          count={48}
          color="#d32f2f"
        />
        <CatalogueItem itemId="categories" text="Categories" icon={CategoryIcon}>
          <CatalogueItem
            itemId="kitchen"
            text="Kitchen"
            icon={CategoryIcon}
            count={210}
            color="#2e7d32"
          />
          <CatalogueItem
            itemId="garden"
            text="Garden"
            icon={CategoryIcon}
            count={87}
            color="#0288d1"
          />
          <CatalogueItem
            itemId="lighting"
            text="Lighting"
            icon={CategoryIcon}
            count={64}
            color="#7b1fa2"
          />
        </CatalogueItem>
      </SimpleTreeView>
    </Box>
  );
}
