import type { SearchStringTable } from './en';

/** The search dialog's strings in Chinese: they load with the dialog, on Chinese pages only. */
const zh: SearchStringTable = {
  searchDialog: '搜索文档',
  searchPlaceholder: '搜索指南和 API',
  searchClose: '关闭搜索',
  searchProducts: '按产品筛选',
  searchAllProducts: '全部',
  searchResults: '搜索结果',
  searchPages: '页面',
  searchSections: '章节',
  searchApi: 'API',
  searchResultCount: '{count} 条结果',
  searchOneResult: '1 条结果',
  searchLoading: '正在加载搜索索引…',
  searchLoadingText: '正在同时搜索页面正文…',
  searchFailed: '无法加载搜索索引（{reason}）。请检查网络连接后重试。',
  searchRetry: '重试',
  searchNoResults: '没有与“{query}”相关的结果。',
  searchNoResultsInProduct: '{product} 中没有与“{query}”相关的结果。',
  searchEverywhere: '在全部产品中搜索',
  searchSuggestions: '换用更少或不同的词，或从以下页面开始：',
  searchRecent: '最近的搜索',
  searchClearRecent: '清除',
  searchEmpty: '输入组件、属性或主题，例如“checkboxSelection”“DatePicker”“许可”。',
  searchKeys: '↑ ↓ 移动 · Enter 打开 · Esc 关闭',
  kindApi: 'API 页面',
  kindProp: '属性',
  kindMember: '成员',
  kindSlot: '插槽',
  kindClass: 'CSS 类',
  planCommunity: 'Community 版',
  planPro: 'Pro 版',
  planPremium: 'Premium 版',
};

export default zh;
