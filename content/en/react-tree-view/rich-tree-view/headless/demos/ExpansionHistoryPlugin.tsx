import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RICH_TREE_VIEW_PLUGINS,
  RichTreeViewRoot,
  type RichTreeViewPluginParameters,
  type RichTreeViewPropsBase,
} from '@mui/x-tree-view/RichTreeView';
import {
  RichTreeViewItems,
  TreeViewProvider,
  useSelector,
  useTreeView,
  type ConvertPluginsIntoSignatures,
  type TreeViewPlugin,
  type TreeViewPluginSignature,
  type TreeViewPublicAPI,
  type UseTreeViewExpansionSignature,
} from '@mui/x-tree-view/internals';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { HUB_ZONES } from './warehouse-zones';

// 1. The plugin's parameters: what the tree component accepts for it.
interface ExpansionHistoryParameters {
  /** Called with the latest expanded ids, newest change first. */
  onExpansionHistoryChange?: (history: string[][]) => void;
  /** How many changes to keep. @default 3 */
  historyLength?: number;
}

// The same parameters once `getDefaultizedParams` has filled in the defaults.
interface ExpansionHistoryDefaultizedParameters extends ExpansionHistoryParameters {
  historyLength: number;
}

// 2. The signature: everything TypeScript needs to know about the plugin.
type ExpansionHistorySignature = TreeViewPluginSignature<{
  params: ExpansionHistoryParameters;
  defaultizedParams: ExpansionHistoryDefaultizedParameters;
  // It reads the state of the expansion plugin.
  dependencies: [UseTreeViewExpansionSignature];
}>;

// 3. The plugin: a hook that the tree calls on every render.
const useTreeViewExpansionHistory: TreeViewPlugin<ExpansionHistorySignature> = ({
  params,
  store,
}) => {
  const expandedItems = useSelector(store, (state) => state.expansion.expandedItems);
  const historyRef = React.useRef<string[][]>([]);
  const { onExpansionHistoryChange, historyLength } = params;

  React.useEffect(() => {
    historyRef.current = [expandedItems, ...historyRef.current].slice(
      0,
      historyLength,
    );
    onExpansionHistoryChange?.(historyRef.current);
  }, [expandedItems, historyLength, onExpansionHistoryChange]);

  return {};
};

// Which props belong to the plugin.
useTreeViewExpansionHistory.params = {
  onExpansionHistoryChange: true,
  historyLength: true,
};

useTreeViewExpansionHistory.getDefaultizedParams = ({ params }) => ({
  ...params,
  historyLength: params.historyLength ?? 3,
});

// 4. A tree component with the Rich Tree View's plugins plus this one.
const PLUGINS = [...RICH_TREE_VIEW_PLUGINS, useTreeViewExpansionHistory] as const;
type HistoryTreeViewSignatures = ConvertPluginsIntoSignatures<typeof PLUGINS>;

interface HistoryTreeViewProps
  extends RichTreeViewPluginParameters<TreeViewBaseItem, undefined>,
    ExpansionHistoryParameters,
    RichTreeViewPropsBase {
  apiRef?: React.RefObject<TreeViewPublicAPI<HistoryTreeViewSignatures> | undefined>;
}

function HistoryTreeView(props: HistoryTreeViewProps) {
  const { getRootProps, contextValue } = useTreeView<
    HistoryTreeViewSignatures,
    HistoryTreeViewProps
  >({ plugins: PLUGINS, props });

  return (
    <TreeViewProvider
      contextValue={contextValue}
      classes={undefined}
      slots={undefined}
      slotProps={undefined}
    >
      <RichTreeViewRoot {...getRootProps()}>
        <RichTreeViewItems slots={undefined} slotProps={undefined} />
      </RichTreeViewRoot>
    </TreeViewProvider>
  );
}

export default function ExpansionHistoryPlugin() {
  const [history, setHistory] = React.useState<string[][]>([]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ minHeight: 300, minWidth: 240 }}>
        <HistoryTreeView
          items={HUB_ZONES}
          defaultExpandedItems={['inbound']}
          historyLength={4}
          onExpansionHistoryChange={setHistory}
        />
      </Box>
      <Box sx={{ minWidth: 240 }}>
        <Typography variant="subtitle2">Expanded items, newest first</Typography>
        <Box component="ol" aria-label="Expansion history" sx={{ pl: 2.5, m: 0 }}>
          {history.map((expanded, index) => (
            <li key={history.length - index}>{expanded.join(', ') || 'none'}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
