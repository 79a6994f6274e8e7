// The demos' Material UI theme uses CSS variables (create-docs-theme.ts); this tells Material
// UI's types, which unlocks the CSS-variable options of its ThemeProvider.
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
