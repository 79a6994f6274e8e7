import { DataGridPro } from '@mui/x-data-grid-pro';
import { projectTaskColumns, projectTasks } from './project-tasks';

export default function ProjectTasksSimpleHeaderFilters() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={projectTasks}
        columns={projectTaskColumns}
        headerFilters
        // No filter panel, no column menu filter item, no filter icon in the headers
        disableColumnFilter
        // No operator button in the header filter cells: each column keeps its first operator
        slots={{ headerFilterMenu: null }}
      />
    </div>
  );
}
