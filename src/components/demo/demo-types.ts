import type { CONTENT_COMPONENTS } from '../../lib/content-components';
import type { DemoStyling } from '../../lib/demo-stylings';

/** The background of a demo's preview, one of the values the content-components table allows. */
export type DemoBackground = (typeof CONTENT_COMPONENTS.Demo.attributes.bg.values)[number];

/** The options an author gives `<Demo>` in MDX (checked against the content-components table). */
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
