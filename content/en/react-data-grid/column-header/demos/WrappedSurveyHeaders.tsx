import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, office: 'Porto', onboarding: 4.6, tooling: 3.9, recommend: 88 },
  { id: 2, office: 'Berlin', onboarding: 4.1, tooling: 4.4, recommend: 81 },
  { id: 3, office: 'Toronto', onboarding: 3.8, tooling: 4.0, recommend: 74 },
  { id: 4, office: 'Singapore', onboarding: 4.3, tooling: 3.6, recommend: 79 },
];

const columns: GridColDef[] = [
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'onboarding',
    headerName: 'How clear was your first week on the team?',
    type: 'number',
    width: 170,
  },
  {
    field: 'tooling',
    headerName: 'Do your tools let you work without interruptions?',
    type: 'number',
    width: 170,
  },
  {
    field: 'recommend',
    headerName: 'Share of staff who would recommend the team (%)',
    type: 'number',
    width: 170,
  },
];

export default function WrappedSurveyHeaders() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={80}
        hideFooter
        sx={{
          [`& .${gridClasses.columnHeaderTitle}`]: {
            whiteSpace: 'normal',
            lineHeight: 1.3,
          },
        }}
      />
    </div>
  );
}
