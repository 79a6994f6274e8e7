import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  type GridDensity,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { stockColumns, stockRows } from './stock-rows';

type Appearance = {
  density: GridDensity;
  cellBorders: boolean;
  columnBorders: boolean;
};

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    appearance?: Appearance;
    onAppearanceChange?: React.Dispatch<React.SetStateAction<Appearance>>;
  }
}

const STORAGE_KEY = 'stockroom-grid-appearance';
const DEFAULT_APPEARANCE: Appearance = {
  density: 'standard',
  cellBorders: false,
  columnBorders: false,
};

const densityOptions: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact rows' },
  { value: 'standard', label: 'Standard rows' },
  { value: 'comfortable', label: 'Comfortable rows' },
];

// Storage can throw (private mode, blocked cookies): fall back to the defaults.
function readAppearance(): Appearance {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored
      ? { ...DEFAULT_APPEARANCE, ...JSON.parse(stored) }
      : DEFAULT_APPEARANCE;
  } catch {
    return DEFAULT_APPEARANCE;
  }
}

function SettingsToolbar(props: GridSlotProps['toolbar']) {
  const { appearance = DEFAULT_APPEARANCE, onAppearanceChange } = props;
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const update = (patch: Partial<Appearance>) => {
    onAppearanceChange?.((current) => ({ ...current, ...patch }));
  };

  return (
    <Toolbar>
      <Tooltip title="Appearance">
        <ToolbarButton
          ref={buttonRef}
          id="appearance-menu-trigger"
          aria-controls="appearance-menu"
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <SettingsIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="appearance-menu"
        anchorEl={buttonRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'appearance-menu-trigger' } }}
      >
        {densityOptions.map((option) => (
          <MenuItem
            key={option.value}
            onClick={() => update({ density: option.value })}
          >
            <ListItemIcon>
              {appearance.density === option.value ? (
                <CheckIcon fontSize="small" />
              ) : null}
            </ListItemIcon>
            <ListItemText>{option.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => update({ columnBorders: !appearance.columnBorders })}
        >
          <ListItemIcon>
            {appearance.columnBorders ? <CheckIcon fontSize="small" /> : null}
          </ListItemIcon>
          <ListItemText>Header borders</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => update({ cellBorders: !appearance.cellBorders })}>
          <ListItemIcon>
            {appearance.cellBorders ? <CheckIcon fontSize="small" /> : null}
          </ListItemIcon>
          <ListItemText>Cell borders</ListItemText>
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function AppearanceSettingsMenu() {
  // Start from the defaults so the server render and the first client render agree,
  // then load the saved settings after mount.
  const [appearance, setAppearance] = React.useState<Appearance>(DEFAULT_APPEARANCE);
  const loaded = React.useRef(false);

  React.useEffect(() => {
    setAppearance(readAppearance());
  }, []);

  React.useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(appearance));
    } catch {
      // Not saved: the settings still apply for this visit.
    }
  }, [appearance]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stockRows}
        columns={stockColumns}
        density={appearance.density}
        showCellVerticalBorder={appearance.cellBorders}
        showColumnVerticalBorder={appearance.columnBorders}
        slots={{ toolbar: SettingsToolbar }}
        slotProps={{
          toolbar: { appearance, onAppearanceChange: setAppearance },
        }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
