import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { energySources, quarters } from './energy-mix';

const FILE_NAME = 'energy-mix-2024';

export default function EnergyMixExportMenu() {
  const apiRef = React.useRef<ChartProApi>(undefined);
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);

  const run = (action: (api: ChartProApi) => void) => {
    setAnchor(null);
    if (apiRef.current) {
      action(apiRef.current);
    }
  };

  return (
    <Box sx={{ width: '100%', position: 'relative' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton
          aria-label="Export chart"
          aria-haspopup="menu"
          aria-controls={anchor ? 'energy-export-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DownloadIcon />
        </IconButton>
      </Box>
      <Menu
        id="energy-export-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem
          onClick={() => run((api) => api.exportAsPrint({ fileName: FILE_NAME }))}
        >
          Print or save as PDF
        </MenuItem>
        <MenuItem
          onClick={() =>
            run((api) =>
              api.exportAsImage({ type: 'image/png', fileName: FILE_NAME }),
            )
          }
        >
          Download PNG
        </MenuItem>
        <MenuItem
          onClick={() =>
            run((api) =>
              api.exportAsImage({
                type: 'image/jpeg',
                quality: 0.8,
                fileName: FILE_NAME,
              }),
            )
          }
        >
          Download JPEG
        </MenuItem>
      </Menu>
      <BarChartPro
        apiRef={apiRef}
        xAxis={[{ data: quarters }]}
        yAxis={[{ label: 'TWh', width: 50 }]}
        series={energySources.map((source) => ({ ...source, stack: 'generation' }))}
        height={320}
      />
    </Box>
  );
}
