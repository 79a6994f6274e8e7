import { zhCN as materialZhCN } from '@mui/material/locale';
import { zhCN as dataGridZhCN } from '@mui/x-data-grid/locales';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { DemoLocales } from './demo-locales';

/**
 * The components' own texts in Chinese, as theme fragments: Material UI's (pagination, dialogs),
 * the Data Grid's (every plan reads `MuiDataGrid`'s default props) and the pickers' (through
 * `LocalizationProvider`'s default props). The Charts package has no Chinese locale in 8.2.0 and
 * the Tree View has no texts of its own.
 */
export const ZH_CN_DEMO_LOCALES: DemoLocales = [materialZhCN, dataGridZhCN, pickersZhCN];
