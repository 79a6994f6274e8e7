import { DataGridPro } from '@mui/x-data-grid-pro';
import { projectTaskColumns, projectTasks } from './project-tasks';

export default function ProjectTasksInlineClear() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={projectTasks}
        columns={projectTaskColumns}
        headerFilters
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 'status', field: 'status', operator: 'not', value: 'Done' },
                { id: 'estimate', field: 'estimate', operator: '>=', value: 5 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
