// The plugin ships no types; Babel accepts it as a plugin object.
declare module '@babel/plugin-transform-typescript' {
  import type { PluginObj } from '@babel/core';

  const plugin: (api: object, options: { isTSX?: boolean; allExtensions?: boolean }) => PluginObj;
  export default plugin;
}
