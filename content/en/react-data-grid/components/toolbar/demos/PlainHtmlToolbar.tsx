import { type Ref } from 'react';
import { styled } from '@mui/material/styles';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { stockColumns, stockRows } from './stock-rows';

// Elements from your own design system: here, plain HTML styled once.
const PlainToolbar = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 12px',
  borderBottom: '1px solid #d0d7de',
  backgroundColor: '#f6f8fa',
});

const PlainButton = styled('button')({
  font: 'inherit',
  fontSize: 13,
  padding: '4px 10px',
  borderRadius: 6,
  border: '1px solid #d0d7de',
  backgroundColor: '#ffffff',
  color: '#1f2328',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#eef1f4' },
  '&:focus-visible': { outline: '2px solid #0969da', outlineOffset: 1 },
  '&[aria-expanded="true"]': { backgroundColor: '#ddf4ff', borderColor: '#54aeff' },
});

const PlainInput = styled('input')({
  font: 'inherit',
  fontSize: 13,
  marginLeft: 'auto',
  padding: '4px 8px',
  borderRadius: 6,
  border: '1px solid #d0d7de',
  '&:focus-visible': { outline: '2px solid #0969da', outlineOffset: 1 },
});

function HtmlToolbar() {
  return (
    <Toolbar render={<PlainToolbar />}>
      <ColumnsPanelTrigger render={<ToolbarButton render={<PlainButton />} />}>
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger render={<ToolbarButton render={<PlainButton />} />}>
        Filters
      </FilterPanelTrigger>
      <ExportCsv
        render={<ToolbarButton render={<PlainButton />} />}
        options={{ fileName: 'stock-levels' }}
      >
        Export CSV
      </ExportCsv>
      <QuickFilter expanded render={<div style={{ display: 'contents' }} />}>
        <QuickFilterControl
          render={({ ref, value, onChange, onKeyDown, slotProps }) => (
            <PlainInput
              ref={ref as Ref<HTMLInputElement>}
              id={slotProps?.htmlInput?.id}
              type="search"
              aria-label="Search stock"
              placeholder="Search…"
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function PlainHtmlToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={stockRows}
        columns={stockColumns}
        slots={{ toolbar: HtmlToolbar }}
        showToolbar
        hideFooter
      />
    </div>
  );
}
