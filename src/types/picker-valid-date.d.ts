// Every date adapter of @mui/x-date-pickers adds its date type to `PickerValidDateLookup`, and
// `PickerValidDate` is the union of them. This repository type-checks all demos in one program,
// so as soon as one demo imports AdapterLuxon or AdapterDateFns, a Day.js demo's
// `onChange={(value) => setValue(value)}` would receive `Dayjs | Date | DateTime | Moment`.
// In a reader's app only one adapter is loaded. An `any` member makes the union `any` here, as
// the public docs do (docs/data/pickersAdapterOverride.ts in mui/mui-x at v8.2.0).
import '@mui/x-date-pickers/models';

declare module '@mui/x-date-pickers/models' {
  interface PickerValidDateLookup {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    demosWithSeveralAdapters: any;
  }
}
