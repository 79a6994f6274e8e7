import * as React from 'react';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { fileColumns, projectFiles, type FileRow } from './project-files';

// Defined once, outside the component, so the grid does not rebuild the tree on every render.
const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) =>
  row.path;

const groupingColDef: DataGridProProps<FileRow>['groupingColDef'] = {
  headerName: 'Name',
  width: 280,
};

export default function ProjectFolderTree() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        rows={projectFiles}
        columns={fileColumns}
        defaultGroupingExpansionDepth={1}
        density="compact"
      />
    </div>
  );
}
