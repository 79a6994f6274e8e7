/** Shared by the demo components (browser) and mirrored by the data layer's demo-file.ts. */
export type DemoStyling = 'system' | 'css' | 'tailwind';
export type DemoBackground = 'outlined' | 'inline' | 'playground';

/** The options an author gives `<Demo>` in MDX. */
export interface DemoOptions {
  bg?: DemoBackground;
  defaultCodeOpen?: boolean;
  hideToolbar?: boolean;
  iframe?: boolean;
  maxWidth?: number;
  height?: number;
  disableAd?: boolean;
}

/** A demo module: its default export is the demo component. */
export type DemoModule = { default: React.ComponentType };
export type DemoLoaders = Partial<Record<DemoStyling, () => Promise<DemoModule>>>;
