// gatsby-plugin-offline ships no types. The site calls its build hooks itself (see
// src/data-layer/offline/) rather than listing the plugin, so these are the parts it uses.
declare module 'gatsby-plugin-offline/gatsby-node' {
  export interface OfflinePluginOptions {
    precachePages?: string[];
    appendScript?: string;
    debug?: boolean;
    workboxConfig?: Record<string, unknown>;
  }

  export const onPreBootstrap: (args: { cache: { directory: string } }) => void;
  export const createPages: (args: {
    actions: { createPage: (page: { path: string; component: string }) => void };
    cache: { directory: string };
  }) => void;
  export const onPostBuild: (
    args: { pathPrefix: string; reporter: { info: (message: string) => void } },
    options: OfflinePluginOptions,
  ) => Promise<void>;
}
