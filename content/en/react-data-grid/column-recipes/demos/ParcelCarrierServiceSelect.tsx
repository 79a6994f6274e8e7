import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridValueOptionsParams,
} from '@mui/x-data-grid';

type Parcel = {
  id: number;
  reference: string;
  destination: string;
  carrier: Carrier;
  service: string | null;
};

type Carrier = 'Swiftpost' | 'Cargolink' | 'Bikeway';

// The services each carrier sells: the options of the Service column depend on the row
const servicesByCarrier: Record<Carrier, string[]> = {
  Swiftpost: ['Standard', 'Express', 'Signed for'],
  Cargolink: ['Pallet', 'Two-person delivery'],
  Bikeway: ['Same day', 'Within the hour'],
};

const allServices = Object.values(servicesByCarrier).flat();

const initialRows: Parcel[] = [
  {
    id: 1,
    reference: 'PCL-3391',
    destination: 'Bristol',
    carrier: 'Swiftpost',
    service: 'Express',
  },
  {
    id: 2,
    reference: 'PCL-3392',
    destination: 'Leeds',
    carrier: 'Cargolink',
    service: 'Pallet',
  },
  {
    id: 3,
    reference: 'PCL-3393',
    destination: 'London EC1',
    carrier: 'Bikeway',
    service: 'Same day',
  },
  {
    id: 4,
    reference: 'PCL-3394',
    destination: 'York',
    carrier: 'Swiftpost',
    service: 'Signed for',
  },
  {
    id: 5,
    reference: 'PCL-3395',
    destination: 'London SE1',
    carrier: 'Bikeway',
    service: 'Within the hour',
  },
  {
    id: 6,
    reference: 'PCL-3396',
    destination: 'Cardiff',
    carrier: 'Cargolink',
    service: 'Two-person delivery',
  },
];

function serviceOptions({ row }: GridValueOptionsParams<Parcel>) {
  // The filter panel asks for the options without a row: offer every service there
  if (!row) {
    return allServices;
  }
  return servicesByCarrier[row.carrier];
}

const columns: GridColDef<Parcel>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  {
    field: 'carrier',
    headerName: 'Carrier',
    type: 'singleSelect',
    valueOptions: Object.keys(servicesByCarrier),
    editable: true,
    width: 140,
  },
  {
    field: 'service',
    headerName: 'Service',
    type: 'singleSelect',
    valueOptions: serviceOptions,
    editable: true,
    width: 190,
  },
];

export default function ParcelCarrierServiceSelect() {
  // After a carrier change, keep the service only if the new carrier sells it
  const processRowUpdate = React.useCallback((newRow: Parcel): Parcel => {
    const services = servicesByCarrier[newRow.carrier];
    if (newRow.service !== null && !services.includes(newRow.service)) {
      return { ...newRow, service: null };
    }
    return newRow;
  }, []);

  return (
    <div style={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        hideFooter
        processRowUpdate={processRowUpdate}
      />
    </div>
  );
}
