import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, type DataGridProProps } from '@mui/x-data-grid-pro';
import { fileColumns, projectFiles, type FileRow } from './project-files';

const getTreeDataPath: DataGridProProps<FileRow>['getTreeDataPath'] = (row) =>
  row.path;

const groupingColDef: DataGridProProps<FileRow>['groupingColDef'] = {
  headerName: 'Name',
  width: 260,
};

export default function ProjectTreeSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={topLevelOnly}
            onChange={(event) => setTopLevelOnly(event.target.checked)}
          />
        }
        label="Sort top-level rows only (disableChildrenSorting)"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          treeData
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          rows={projectFiles}
          columns={fileColumns}
          disableChildrenSorting={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            sorting: { sortModel: [{ field: 'sizeKb', sort: 'desc' }] },
          }}
          density="compact"
        />
      </div>
    </Stack>
  );
}
