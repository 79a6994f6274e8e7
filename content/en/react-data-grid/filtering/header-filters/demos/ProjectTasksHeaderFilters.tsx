import { DataGridPro } from '@mui/x-data-grid-pro';
import { projectTaskColumns, projectTasks } from './project-tasks';

export default function ProjectTasksHeaderFilters() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={projectTasks} columns={projectTaskColumns} headerFilters />
    </div>
  );
}
