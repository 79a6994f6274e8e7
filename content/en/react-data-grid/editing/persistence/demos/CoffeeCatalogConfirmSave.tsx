import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createGridServer, GridServerError } from '@demo-kit/data-grid-server';
import {
  checkCoffee,
  coffeeColumns,
  createCoffees,
  euros,
  shortDate,
  type Coffee,
} from './coffee-catalog';

type Field = keyof Coffee;

const labels: Partial<Record<Field, string>> = {
  name: 'Name',
  origin: 'Origin',
  roast: 'Roast',
  pricePerKg: 'Price per kg',
  stockKg: 'Stock',
  roastedOn: 'Roast date',
};

function show(field: Field, value: Coffee[Field] | null): string {
  if (value instanceof Date) {
    return shortDate.format(value);
  }
  if (field === 'pricePerKg' && typeof value === 'number') {
    return euros.format(value);
  }
  if (field === 'stockKg' && typeof value === 'number') {
    return `${value} kg`;
  }
  return value === null || value === '' ? '(empty)' : String(value);
}

function changesBetween(oldRow: Coffee, newRow: Coffee): string[] {
  return (Object.keys(labels) as Field[])
    .filter((field) => show(field, oldRow[field]) !== show(field, newRow[field]))
    .map(
      (field) =>
        `${labels[field]}: ${show(field, oldRow[field])} → ${show(field, newRow[field])}`,
    );
}

// A save waiting for the user's answer: the grid waits on this promise.
interface PendingSave {
  newRow: Coffee;
  oldRow: Coffee;
  changes: string[];
  resolve: (row: Coffee) => void;
  reject: (reason: unknown) => void;
}

export default function CoffeeCatalogConfirmSave() {
  const [server] = React.useState(() =>
    createGridServer<Coffee>({
      rows: createCoffees,
      latencyMs: 700,
      validate: checkCoffee,
    }),
  );
  const [rows] = React.useState(createCoffees);
  const [pending, setPending] = React.useState<PendingSave | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(
    (newRow: Coffee, oldRow: Coffee) =>
      new Promise<Coffee>((resolve, reject) => {
        const changes = changesBetween(oldRow, newRow);
        if (changes.length === 0) {
          // Nothing to confirm.
          resolve(oldRow);
          return;
        }
        setError(null);
        setPending({ newRow, oldRow, changes, resolve, reject });
        setDialogOpen(true);
      }),
    [],
  );

  const handleKeep = () => {
    // Resolving with the old row leaves edit mode and shows the saved value again.
    pending?.resolve(pending.oldRow);
    setDialogOpen(false);
  };

  const handleSave = async () => {
    if (!pending) {
      return;
    }
    setSaving(true);
    try {
      pending.resolve(await server.updateRow(pending.newRow));
    } catch (reason) {
      // Rejecting keeps the cell in edit mode with the value the user typed.
      pending.reject(reason);
    } finally {
      setSaving(false);
      setDialogOpen(false);
    }
  };

  const handleError = React.useCallback((reason: unknown) => {
    setError(
      reason instanceof GridServerError
        ? `The server refused the change (${reason.status}): ${reason.message} Fix the value, or press Escape to go back to the saved one.`
        : 'The change could not be saved.',
    );
  }, []);

  return (
    <Stack spacing={1}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={coffeeColumns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          hideFooter
        />
      </div>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <Dialog
        open={dialogOpen}
        onClose={saving ? undefined : handleKeep}
        aria-labelledby="confirm-save-title"
      >
        <DialogTitle id="confirm-save-title">
          Save the change to {pending?.oldRow.name}?
        </DialogTitle>
        <DialogContent>
          {pending?.changes.map((change) => (
            <DialogContentText key={change}>{change}</DialogContentText>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={handleKeep} disabled={saving}>
            Keep the old value
          </Button>
          <Button onClick={handleSave} loading={saving} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
