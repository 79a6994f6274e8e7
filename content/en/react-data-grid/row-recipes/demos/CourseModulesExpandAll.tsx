import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridEvent,
  useGridSelector,
  type DataGridProProps,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface CourseModule {
  id: number;
  module: string;
  weeks: number;
  lessons: string[];
}

const rows: CourseModule[] = [
  {
    id: 1,
    module: 'Getting started with pottery',
    weeks: 2,
    lessons: ['Preparing clay', 'Pinch pots'],
  },
  {
    id: 2,
    module: 'Throwing on the wheel',
    weeks: 4,
    lessons: ['Centering', 'Opening and pulling walls', 'Trimming'],
  },
  { id: 3, module: 'Studio safety (reading only)', weeks: 1, lessons: [] },
  {
    id: 4,
    module: 'Glazes and firing',
    weeks: 3,
    lessons: ['Mixing glazes', 'Dipping and brushing', 'Kiln loading'],
  },
  {
    id: 5,
    module: 'Final project',
    weeks: 2,
    lessons: ['Design review', 'Critique'],
  },
];

// Opens every panel that has content, or closes them all if any is open.
function toggleAllPanels(apiRef: React.RefObject<GridApi | null>) {
  const api = apiRef.current;
  if (!api) {
    return;
  }
  if (api.getExpandedDetailPanels().size > 0) {
    api.setExpandedDetailPanels(new Set());
    return;
  }
  const contentCache = gridDetailPanelExpandedRowsContentCacheSelector(apiRef);
  const idsWithPanel = gridDataRowIdsSelector(apiRef).filter((id) =>
    React.isValidElement(contentCache[id]),
  );
  api.setExpandedDetailPanels(new Set(idsWithPanel));
}

function ToggleAllHeader() {
  const apiRef = useGridApiContext();
  const expandedRowIds = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowIdsSelector,
  );
  const anyOpen = expandedRowIds.size > 0;

  // The keyboard focuses the header cell, not the button: Enter or Space on it
  // does what a click on the button does.
  useGridEvent(apiRef, 'columnHeaderKeyDown', (params, event) => {
    if (
      params.field === GRID_DETAIL_PANEL_TOGGLE_FIELD &&
      (event.key === 'Enter' || event.key === ' ')
    ) {
      event.preventDefault();
      toggleAllPanels(apiRef);
    }
  });

  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-label={anyOpen ? 'Collapse all modules' : 'Expand all modules'}
      onClick={() => toggleAllPanels(apiRef)}
    >
      {anyOpen ? (
        <UnfoldLessIcon fontSize="inherit" />
      ) : (
        <UnfoldMoreIcon fontSize="inherit" />
      )}
    </IconButton>
  );
}

const columns: GridColDef<CourseModule>[] = [
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    renderHeader: () => <ToggleAllHeader />,
  },
  { field: 'module', headerName: 'Module', flex: 1, minWidth: 220 },
  { field: 'weeks', headerName: 'Weeks', type: 'number', width: 90 },
  {
    field: 'lessons',
    headerName: 'Lessons',
    type: 'number',
    width: 100,
    valueGetter: (value: string[]) => value.length,
  },
];

const getDetailPanelContent: DataGridProProps<CourseModule>['getDetailPanelContent'] =
  ({ row }) =>
    row.lessons.length === 0 ? null : (
      <Box sx={{ px: 7, py: 1 }}>
        <Typography variant="body2">{row.lessons.join(' · ')}</Typography>
      </Box>
    );

const getDetailPanelHeight = () => 40;

export default function CourseModulesExpandAll() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
