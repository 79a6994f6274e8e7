// The editable demos use Sucrase's stages directly (see src/components/demo/editable/transpile-demo.ts);
// its ES-module build ships no declarations beside the files, so these point at its own.
declare module 'sucrase/dist/esm/parser' {
  export * from 'sucrase/dist/types/parser';
}
declare module 'sucrase/dist/esm/NameManager' {
  export { default } from 'sucrase/dist/types/NameManager';
}
declare module 'sucrase/dist/esm/HelperManager' {
  export * from 'sucrase/dist/types/HelperManager';
}
declare module 'sucrase/dist/esm/TokenProcessor' {
  export { default } from 'sucrase/dist/types/TokenProcessor';
}
declare module 'sucrase/dist/esm/CJSImportProcessor' {
  export { default } from 'sucrase/dist/types/CJSImportProcessor';
}
declare module 'sucrase/dist/esm/identifyShadowedGlobals' {
  export { default } from 'sucrase/dist/types/identifyShadowedGlobals';
}
declare module 'sucrase/dist/esm/transformers/RootTransformer' {
  export { default } from 'sucrase/dist/types/transformers/RootTransformer';
}
