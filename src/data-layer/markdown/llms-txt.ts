import type { Language } from '../../i18n/languages';

/** One page as an llms.txt line. */
export interface LlmsEntry {
  title: string;
  /** Absolute URL of the page's Markdown copy. */
  url: string;
  description: string;
  productId: string;
  /** API pages go in the file's "Optional" section. */
  api: boolean;
}

export interface LlmsSection {
  productId: string;
  name: string;
}

const SUMMARY: Record<Language, string> = {
  en: 'MUI X is a set of advanced React UI components built on Material UI: the Data Grid, the Date and Time Pickers, Charts and the Tree View. This is the documentation of version 8.2.0: guides with live demos and the API reference of every component, each page also available as Markdown.',
  zh: 'MUI X 是基于 Material UI 的一组高级 React 组件：数据表格、日期和时间选择器、图表和树视图。这是 8.2.0 版的文档：带实时示例的指南和每个组件的 API 参考，每个页面也有 Markdown 版本。',
};

const NOTES: Record<Language, readonly string[]> = {
  en: [
    'Version: every page documents MUI X 8.2.0, whose packages work with React 17, 18 and 19 and Material UI 5.15 or later, 6 and 7 (the demos run on React 18 and Material UI 7). Two packages are read from the nearest published version: `@mui/x-data-grid-premium` 8.3.1 and `@mui/x-tree-view-pro` 8.6.0; their pages say so.',
    'Plans: the community packages (`@mui/x-data-grid`, `@mui/x-date-pickers`, `@mui/x-charts`, `@mui/x-tree-view`) are MIT-licensed. Pro (`@mui/x-data-grid-pro`, `@mui/x-date-pickers-pro`, `@mui/x-charts-pro`, `@mui/x-tree-view-pro`) and Premium (`@mui/x-data-grid-premium`) need a commercial license.',
    'License key: call `LicenseInfo.setLicenseKey(key)` from `@mui/x-license` once, before any Pro or Premium component renders. Without a key those components show a watermark and log a console message.',
    'Date libraries: the pickers take an adapter for the date library of your app: `AdapterDayjs` (dayjs), `AdapterDateFns` (date-fns 3 and 4; `AdapterDateFnsV2` for date-fns 2), `AdapterLuxon` (luxon) and `AdapterMoment` (moment), plus `AdapterDateFnsJalali`, `AdapterMomentJalaali` and `AdapterMomentHijri` for other calendars; pass it to `LocalizationProvider` and import it from `@mui/x-date-pickers/<AdapterName>`.',
  ],
  zh: [
    '版本：每个页面都记录 MUI X 8.2.0，其包支持 React 17、18 和 19 以及 Material UI 5.15 及以上、6 和 7（示例运行在 React 18 和 Material UI 7 上）。有两个包读取自最近已发布的版本：`@mui/x-data-grid-premium` 8.3.1 和 `@mui/x-tree-view-pro` 8.6.0，相关页面会注明。',
    '方案：Community 版的包（`@mui/x-data-grid`、`@mui/x-date-pickers`、`@mui/x-charts`、`@mui/x-tree-view`）采用 MIT 许可证。Pro 版（`@mui/x-data-grid-pro`、`@mui/x-date-pickers-pro`、`@mui/x-charts-pro`、`@mui/x-tree-view-pro`）和 Premium 版（`@mui/x-data-grid-premium`）的包需要商业许可证。',
    '许可证密钥：在任何 Pro 或 Premium 组件渲染之前，调用一次 `@mui/x-license` 的 `LicenseInfo.setLicenseKey(key)`。没有密钥时，这些组件会显示水印并在控制台输出提示。',
    '日期库：选择器通过适配器使用应用中的日期库：`AdapterDayjs`（dayjs）、`AdapterDateFns`（date-fns 3 和 4；date-fns 2 用 `AdapterDateFnsV2`）、`AdapterLuxon`（luxon）和 `AdapterMoment`（moment），其他历法用 `AdapterDateFnsJalali`、`AdapterMomentJalaali` 和 `AdapterMomentHijri`；传给 `LocalizationProvider`，从 `@mui/x-date-pickers/<适配器名>` 导入。',
  ],
};

const OPTIONAL: Record<Language, string> = { en: 'Optional', zh: '可选' };

function line(entry: LlmsEntry): string {
  const description = entry.description.replace(/\s+/g, ' ').trim();
  return `- [${entry.title.replace(/[[\]]/g, '')}](${entry.url})${description ? `: ${description}` : ''}`;
}

/**
 * An llms.txt file (llmstxt.org): the title, a one-paragraph summary as a quote, the notes a model
 * needs, then one section per product listing its guide pages in navigation order, and the API
 * pages in the "Optional" section that readers of the format may skip.
 */
export function llmsTxt(
  lang: Language,
  title: string,
  sections: readonly LlmsSection[],
  entries: readonly LlmsEntry[],
): string {
  const parts = [`# ${title}`, `> ${SUMMARY[lang]}`, NOTES[lang].map((note) => `- ${note}`).join('\n')];
  for (const section of sections) {
    const guides = entries.filter((entry) => entry.productId === section.productId && !entry.api);
    if (guides.length > 0) parts.push(`## ${section.name}\n\n${guides.map(line).join('\n')}`);
  }
  const api = entries.filter((entry) => entry.api);
  if (api.length > 0) parts.push(`## ${OPTIONAL[lang]}\n\n${api.map(line).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
