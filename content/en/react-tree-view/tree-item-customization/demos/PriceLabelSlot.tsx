import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import { catalogueItems, type CatalogueEntry } from './catalogue-items';

interface PriceLabelProps {
  children?: React.ReactNode;
  className?: string;
  price?: number;
  stock?: number;
}

function PriceLabel({ children, className, price, stock }: PriceLabelProps) {
  return (
    <div className={className}>
      <Typography variant="body2">{children}</Typography>
      {price !== undefined && (
        <Typography
          variant="caption"
          color={stock === 0 ? 'error' : 'text.secondary'}
        >
          €{price.toFixed(2)} · {stock === 0 ? 'out of stock' : `${stock} in stock`}
        </Typography>
      )}
    </div>
  );
}

const ProductItem = React.forwardRef(function ProductItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  // The item as passed in `items`, with its own fields.
  const product = useTreeItemModel<CatalogueEntry>(props.itemId);
  const labelProps: PriceLabelProps = {
    price: product?.price,
    stock: product?.stock,
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: PriceLabel }}
      // The slot's props are typed for a <div>; these are the extra ones PriceLabel reads.
      slotProps={{ label: labelProps as React.HTMLAttributes<HTMLDivElement> }}
    />
  );
});

export default function PriceLabelSlot() {
  return (
    <Box sx={{ minHeight: 360, minWidth: 280 }}>
      <RichTreeView
        aria-label="Catalogue"
        items={catalogueItems}
        defaultExpandedItems={['coffee', 'equipment']}
        slots={{ item: ProductItem }}
      />
    </Box>
  );
}
