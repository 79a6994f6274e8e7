import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  RICH_TREE_VIEW_PLUGINS,
  RichTreeViewRoot,
  type RichTreeViewPluginParameters,
  type RichTreeViewPropsBase,
} from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import type { UseTreeItemLabelSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import {
  RichTreeViewItems,
  TreeViewProvider,
  useSelector,
  useTreeView,
  useTreeViewContext,
  type ConvertPluginsIntoSignatures,
  type TreeViewPlugin,
  type TreeViewPluginSignature,
  type TreeViewPublicAPI,
} from '@mui/x-tree-view/internals';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { HUB_ZONES } from './warehouse-zones';

interface FavoritesParameters {
  defaultFavoriteItems?: string[];
  onFavoriteItemsChange?: (itemIds: string[]) => void;
}

interface FavoritesPublicAPI {
  /** Adds the item to the favorites, or removes it. */
  toggleFavorite: (itemId: string) => void;
}

interface FavoritesState {
  favorites: { itemIds: string[] };
}

type FavoritesSignature = TreeViewPluginSignature<{
  params: FavoritesParameters;
  defaultizedParams: FavoritesParameters;
  // Methods for the other plugins and the items…
  instance: FavoritesPublicAPI;
  // …and the ones exposed on `apiRef`.
  publicAPI: FavoritesPublicAPI;
  state: FavoritesState;
}>;

const NO_FAVORITES: string[] = [];

const useTreeViewFavorites: TreeViewPlugin<FavoritesSignature> = ({
  params,
  store,
}) => {
  const toggleFavorite = (itemId: string) => {
    const current = store.value.favorites.itemIds;
    const itemIds = current.includes(itemId)
      ? current.filter((id) => id !== itemId)
      : [...current, itemId];
    store.update((previous) => ({ ...previous, favorites: { itemIds } }));
    params.onFavoriteItemsChange?.(itemIds);
  };

  return {
    instance: { toggleFavorite },
    publicAPI: { toggleFavorite },
  };
};

useTreeViewFavorites.params = {
  defaultFavoriteItems: true,
  onFavoriteItemsChange: true,
};

// The state the store starts with, computed from the parameters.
useTreeViewFavorites.getInitialState = (params) => ({
  favorites: { itemIds: params.defaultFavoriteItems ?? NO_FAVORITES },
});

const PLUGINS = [...RICH_TREE_VIEW_PLUGINS, useTreeViewFavorites] as const;
type FavoritesTreeViewSignatures = ConvertPluginsIntoSignatures<typeof PLUGINS>;
type FavoritesApiRef = React.RefObject<
  TreeViewPublicAPI<FavoritesTreeViewSignatures> | undefined
>;

const INITIAL_FAVORITES = ['belt-b'];

interface FavoriteLabelProps extends UseTreeItemLabelSlotOwnProps {
  itemId: string;
}

// The label reads the plugin's state from the store and calls its instance method.
function FavoriteLabel({ children, itemId, ...other }: FavoriteLabelProps) {
  const { store, instance } = useTreeViewContext<[FavoritesSignature]>();
  const isFavorite = useSelector(
    store,
    (state, id: string) => state.favorites.itemIds.includes(id),
    itemId,
  );

  return (
    <TreeItemLabel
      {...other}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      {children}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`Pin ${children}`}
        aria-pressed={isFavorite}
        onClick={(event) => {
          event.stopPropagation();
          instance.toggleFavorite(itemId);
        }}
      >
        {isFavorite ? (
          <StarIcon fontSize="small" color="warning" />
        ) : (
          <StarBorderIcon fontSize="small" />
        )}
      </IconButton>
    </TreeItemLabel>
  );
}

const FavoriteTreeItem = React.forwardRef(function FavoriteTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const labelProps: Partial<FavoriteLabelProps> = { itemId: props.itemId };
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: FavoriteLabel }}
      slotProps={{ label: labelProps }}
    />
  );
});

interface FavoritesTreeViewProps
  extends RichTreeViewPluginParameters<TreeViewBaseItem, undefined>,
    FavoritesParameters,
    RichTreeViewPropsBase {
  apiRef?: FavoritesApiRef;
}

function FavoritesTreeView(props: FavoritesTreeViewProps) {
  const { getRootProps, contextValue } = useTreeView<
    FavoritesTreeViewSignatures,
    FavoritesTreeViewProps
  >({ plugins: PLUGINS, props });

  return (
    <TreeViewProvider
      contextValue={contextValue}
      classes={undefined}
      slots={undefined}
      slotProps={undefined}
    >
      <RichTreeViewRoot {...getRootProps()}>
        <RichTreeViewItems
          slots={{ item: FavoriteTreeItem }}
          slotProps={undefined}
        />
      </RichTreeViewRoot>
    </TreeViewProvider>
  );
}

export default function FavoritesPlugin() {
  const apiRef = useTreeViewApiRef<FavoritesTreeViewSignatures>();
  const [favorites, setFavorites] = React.useState(INITIAL_FAVORITES);
  const [selected, setSelected] = React.useState<string | null>('dock-2');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 340, minWidth: 260 }}>
        <FavoritesTreeView
          apiRef={apiRef}
          items={HUB_ZONES}
          defaultExpandedItems={['inbound', 'sorting']}
          defaultFavoriteItems={INITIAL_FAVORITES}
          onFavoriteItemsChange={setFavorites}
          selectedItems={selected}
          onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        />
      </Box>
      <Box sx={{ minWidth: 220 }}>
        <Button
          variant="outlined"
          disabled={selected === null}
          onClick={() => selected && apiRef.current?.toggleFavorite(selected)}
          sx={{ mb: 1 }}
        >
          Pin or unpin the selected item
        </Button>
        <Typography>Pinned: {favorites.join(', ') || 'none'}</Typography>
      </Box>
    </Stack>
  );
}
