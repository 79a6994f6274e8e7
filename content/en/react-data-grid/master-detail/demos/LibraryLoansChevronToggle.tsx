import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  card: string;
  branch: string;
  loans: string[];
}

const rows: Member[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    card: 'LC-40218',
    branch: 'Central',
    loans: ['Piranesi (due 12 May)', 'The Dispossessed (due 19 May)'],
  },
  { id: 2, name: 'Jonas Berg', card: 'LC-40233', branch: 'Harbour', loans: [] },
  {
    id: 3,
    name: 'Leila Haddad',
    card: 'LC-40251',
    branch: 'Central',
    loans: ['Kindred (due 8 May)'],
  },
  {
    id: 4,
    name: 'Tomasz Wójcik',
    card: 'LC-40267',
    branch: 'Northside',
    loans: [
      'Solaris (due 15 May)',
      'Ficciones (due 15 May)',
      'Annihilation (due 2 Jun)',
    ],
  },
  { id: 5, name: 'Yuki Tanaka', card: 'LC-40280', branch: 'Harbour', loans: [] },
];

function ChevronToggle({ id }: Pick<GridRenderCellParams, 'id'>) {
  const apiRef = useGridApiContext();
  const expandedRowIds = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowIdsSelector,
  );
  // What `getDetailPanelContent` returned for each row, computed once by the grid
  const contentCache = useGridSelector(
    apiRef,
    gridDetailPanelExpandedRowsContentCacheSelector,
  );

  const isExpanded = expandedRowIds.has(id);
  const hasDetail = React.isValidElement(contentCache[id]);

  // No onClick: the grid toggles the panel on a click inside this cell, or on Space.
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      disabled={!hasDetail}
      aria-label={isExpanded ? 'Hide loans' : 'Show loans'}
    >
      <ExpandMoreIcon
        fontSize="inherit"
        sx={(theme) => ({
          transform: isExpanded ? 'rotate(180deg)' : 'none',
          transition: theme.transitions.create('transform', {
            duration: theme.transitions.duration.shortest,
          }),
        })}
      />
    </IconButton>
  );
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Member', flex: 1, minWidth: 160 },
  { field: 'card', headerName: 'Card', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 120 },
  {
    field: 'loans',
    headerName: 'Loans',
    type: 'number',
    width: 90,
    valueGetter: (value: string[]) => value.length,
  },
  {
    // Same field as the built-in toggle, so the grid does not add its own
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Loan details',
    width: 56,
    align: 'center',
    renderCell: (params) => <ChevronToggle id={params.id} />,
  },
];

const getDetailPanelContent: DataGridProProps<Member>['getDetailPanelContent'] = ({
  row,
}) =>
  row.loans.length === 0 ? null : (
    <Box sx={{ px: 2, py: 1.5 }}>
      {row.loans.map((loan) => (
        <Typography key={loan} variant="body2">
          {loan}
        </Typography>
      ))}
    </Box>
  );

const getDetailPanelHeight: DataGridProProps['getDetailPanelHeight'] = () => 'auto';

export default function LibraryLoansChevronToggle() {
  return (
    <div style={{ height: 400, width: '100%' }}>
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
