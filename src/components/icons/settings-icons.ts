/**
 * Icons of the settings panel: loaded when it opens.
 * Path data from Material Icons (Apache License 2.0, as published in @mui/icons-material).
 */
export const directionLtrIcon = 'M9 10v5h2V4h2v11h2V4h2V2H9C6.79 2 5 3.79 5 6s1.79 4 4 4m12 8-4-4v3H5v2h12v3z';
export const directionRtlIcon = 'M10 10v5h2V4h2v11h2V4h2V2h-8C7.79 2 6 3.79 6 6s1.79 4 4 4m-2 7v-3l-4 4 4 4v-3h12v-2z';
