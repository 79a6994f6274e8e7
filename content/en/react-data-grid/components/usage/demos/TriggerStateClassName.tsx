import { styled } from '@mui/material/styles';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { permissionColumns, permissionRows } from './permission-rows';

// Plain CSS classes: the styled toolbar defines how each one looks.
const PillToolbarRoot = styled(Toolbar)(({ theme }) => ({
  justifyContent: 'flex-start',
  '& .panel-trigger': {
    borderRadius: 999,
    border: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(0.25, 1.5),
  },
  '& .panel-trigger--open': {
    backgroundColor: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .panel-trigger--active': {
    borderColor: theme.palette.warning.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.warning.main}`,
  },
}));

function PillToolbar() {
  return (
    <PillToolbarRoot>
      <ColumnsPanelTrigger
        className={(state) =>
          state.open ? 'panel-trigger panel-trigger--open' : 'panel-trigger'
        }
      >
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        className={(state) => {
          if (state.open) {
            return 'panel-trigger panel-trigger--open';
          }
          return state.filterCount > 0
            ? 'panel-trigger panel-trigger--active'
            : 'panel-trigger';
        }}
      >
        Filters
      </FilterPanelTrigger>
    </PillToolbarRoot>
  );
}

export default function TriggerStateClassName() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={permissionRows}
        columns={permissionColumns}
        slots={{ toolbar: PillToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'twoFactor', operator: 'is', value: 'false' }],
            },
          },
        }}
      />
    </div>
  );
}
