import { defineStrings } from '../../i18n/scoped-strings';

/**
 * UI strings of the demo container. They load with the pages that use them,
 * not with every page; a key missing in a language fails the type check.
 */
const en = {
  demoLabel: 'Demo: {name}',
  demoToolbar: 'Demo actions: {name}',
  demoShowCode: 'Show code',
  demoHideCode: 'Hide code',
  demoExpandCode: 'Expand code',
  demoCollapseCode: 'Collapse code',
  demoShowJs: 'Show JavaScript source',
  demoShowTs: 'Show TypeScript source',
  demoNoTs: 'This demo has no TypeScript version',
  demoStyling: 'Styling',
  stylingSystem: 'MUI System',
  stylingCss: 'CSS',
  stylingTailwind: 'Tailwind CSS',
  demoCopySource: 'Copy the source',
  demoCopied: 'Copied',
  demoMoreActions: 'More actions',
  demoCopyLinkJs: 'Copy link to JavaScript source',
  demoCopyLinkTs: 'Copy link to TypeScript source',
  demoLinkCopied: 'Link to the source code copied to the clipboard',
  demoViewSource: 'View the source in the repository',
  demoResetFocus: 'Reset focus to test keyboard navigation',
  demoReset: 'Reset demo',
  demoStackBlitz: 'Open in StackBlitz',
  demoCodeSandbox: 'Open in CodeSandbox',
  demoFiles: 'Files of {name}',
  demoLoadFailed: 'This demo could not be loaded. Check your connection and reload the page.',
  demoCodeLoading: 'Loading the code…',
  demoCodeFailed: 'The code could not be loaded. Check your connection and try again.',
} as const;

export type DemoStringKey = keyof typeof en;

const zh: Record<DemoStringKey, string> = {
  demoLabel: '示例：{name}',
  demoToolbar: '示例操作：{name}',
  demoShowCode: '显示代码',
  demoHideCode: '隐藏代码',
  demoExpandCode: '展开代码',
  demoCollapseCode: '收起代码',
  demoShowJs: '显示 JavaScript 源代码',
  demoShowTs: '显示 TypeScript 源代码',
  demoNoTs: '此示例没有 TypeScript 版本',
  demoStyling: '样式写法',
  stylingSystem: 'MUI System',
  stylingCss: 'CSS',
  stylingTailwind: 'Tailwind CSS',
  demoCopySource: '复制源代码',
  demoCopied: '已复制',
  demoMoreActions: '更多操作',
  demoCopyLinkJs: '复制 JavaScript 源代码的链接',
  demoCopyLinkTs: '复制 TypeScript 源代码的链接',
  demoLinkCopied: '源代码链接已复制到剪贴板',
  demoViewSource: '在代码仓库中查看源代码',
  demoResetFocus: '重置焦点以测试键盘导航',
  demoReset: '重置示例',
  demoStackBlitz: '在 StackBlitz 中打开',
  demoCodeSandbox: '在 CodeSandbox 中打开',
  demoFiles: '{name} 的文件',
  demoLoadFailed: '无法加载此示例。请检查网络连接并重新加载页面。',
  demoCodeLoading: '正在加载代码…',
  demoCodeFailed: '无法加载代码。请检查网络连接后重试。',
};

export const { useStrings: useDemoStrings, stringsFor: demoStrings } = defineStrings({ en, zh });
