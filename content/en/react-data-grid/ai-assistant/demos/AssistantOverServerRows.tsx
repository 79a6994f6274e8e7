import * as React from 'react';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import { createGridServer } from '@demo-kit/data-grid-server';
import { createPromptProcessor } from '@demo-kit/grid-prompt-processor';
import { salesColumns, salesLines } from './store-sales';

const processPrompt = createPromptProcessor({
  synonyms: { unitPrice: ['price'] },
  latencyMs: 400,
});

const suggestions = [
  { value: 'Show only kitchen or lighting' },
  { value: 'Units over 30 and sort by units descending' },
  { value: 'Region is west' },
  { value: 'Reset' },
];

export default function AssistantOverServerRows() {
  // The rows live on a fake server in the browser; the grid asks for one page at a time.
  const [server] = React.useState(() =>
    createGridServer({ rows: salesLines, latencyMs: 500 }),
  );

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params: GridGetRowsParams) => {
        const page = await server.getRows({
          filterModel: params.filterModel,
          sortModel: params.sortModel,
          paginationModel: params.paginationModel,
        });
        return { rows: page.rows, rowCount: page.rowCount };
      },
    }),
    [server],
  );

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={salesColumns}
        dataSource={dataSource}
        pagination
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
        // This demo's server filters, sorts and pages; it does not group or aggregate.
        disableRowGrouping
        disableAggregation
        disablePivoting
        showToolbar
        aiAssistant
        onPrompt={processPrompt}
        aiAssistantSuggestions={suggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
      />
    </div>
  );
}
