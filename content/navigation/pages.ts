import type { NavEntry } from './types';

/**
 * The navigation tree, in the public reference's order. It lists only pages whose content
 * exists in this repository; the build fails if an entry has no content or a content file
 * is not reached from here (unless its front matter says `navigation: false`).
 */
const pages = [
  { pathname: 'https://mui.com/x/whats-new/', title: "What's new in MUI X", translations: { zh: 'MUI X 新功能' } },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    translations: { zh: '简介' },
    productId: 'introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview', translations: { zh: '概览' } },
      { pathname: '/x/introduction/installation', translations: { zh: '安装' } },
      { pathname: '/x/introduction/licensing', translations: { zh: '许可' } },
      { pathname: '/x/introduction/support', translations: { zh: '支持' } },
      {
        pathname: '/x/introduction/priority-support',
        translations: { zh: '优先支持' },
        plan: 'premium',
        newFeature: true,
      },
      { pathname: '/x/guides/telemetry', translations: { zh: '遥测' }, plan: 'pro' },
      { pathname: '/x/introduction/roadmap', translations: { zh: '路线图' } },
    ],
  },
  {
    pathname: '/x/common-features-group',
    title: 'Common concepts',
    translations: { zh: '通用概念' },
    productId: 'introduction',
    children: [
      {
        pathname: '/x/common-concepts/custom-components',
        title: 'Slots and subcomponents',
        translations: { zh: '插槽与子组件' },
      },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    translations: { zh: '数据表格' },
    productId: 'x-data-grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview', translations: { zh: '概览' } },
      { pathname: '/x/react-data-grid/quickstart', translations: { zh: '快速入门' } },
      { pathname: '/x/react-data-grid/features', translations: { zh: '功能' } },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        translations: { zh: '主要功能' },
        children: [
          { pathname: '/x/react-data-grid/layout', translations: { zh: '布局' } },
          {
            pathname: '/x/react-data-grid/columns',
            translations: { zh: '列' },
            children: [
              { pathname: '/x/react-data-grid/column-definition', translations: { zh: '列定义' } },
              { pathname: '/x/react-data-grid/column-dimensions', translations: { zh: '列尺寸' } },
              { pathname: '/x/react-data-grid/column-visibility', translations: { zh: '列可见性' } },
              { pathname: '/x/react-data-grid/custom-columns', translations: { zh: '自定义列' } },
              { pathname: '/x/react-data-grid/column-header', translations: { zh: '列标题' } },
              { pathname: '/x/react-data-grid/column-menu', translations: { zh: '列菜单' } },
              { pathname: '/x/react-data-grid/column-spanning', translations: { zh: '列合并' } },
              { pathname: '/x/react-data-grid/column-groups', translations: { zh: '列分组' } },
              { pathname: '/x/react-data-grid/column-ordering', plan: 'pro', translations: { zh: '列重新排序' } },
              { pathname: '/x/react-data-grid/column-pinning', plan: 'pro', translations: { zh: '列固定' } },
              { pathname: '/x/react-data-grid/column-recipes', title: 'Recipes', translations: { zh: '实用技巧' } },
            ],
          },
          {
            pathname: '/x/react-data-grid/rows',
            translations: { zh: '行' },
            children: [
              { pathname: '/x/react-data-grid/row-definition', translations: { zh: '行定义' } },
              { pathname: '/x/react-data-grid/row-updates', translations: { zh: '行更新' } },
              { pathname: '/x/react-data-grid/row-height', translations: { zh: '行高' } },
              { pathname: '/x/react-data-grid/row-spanning', newFeature: true, translations: { zh: '行合并' } },
              { pathname: '/x/react-data-grid/master-detail', plan: 'pro', translations: { zh: '主从' } },
              { pathname: '/x/react-data-grid/row-ordering', plan: 'pro', translations: { zh: '行重新排序' } },
              { pathname: '/x/react-data-grid/row-pinning', plan: 'pro', translations: { zh: '行固定' } },
              { pathname: '/x/react-data-grid/row-recipes', title: 'Recipes', translations: { zh: '实用技巧' } },
            ],
          },
          { pathname: '/x/react-data-grid/cells', translations: { zh: '单元格' } },
          {
            pathname: '/x/react-data-grid/editing-group',
            title: 'Editing',
            translations: { zh: '编辑' },
            children: [
              { pathname: '/x/react-data-grid/editing', title: 'Overview', translations: { zh: '概览' } },
              { pathname: '/x/react-data-grid/editing/persistence', translations: { zh: '持久化' } },
              {
                pathname: '/x/react-data-grid/editing/custom-edit-component',
                translations: { zh: '自定义编辑组件' },
              },
              { pathname: '/x/react-data-grid/editing/editing-events', translations: { zh: '编辑事件' } },
              { pathname: '/x/react-data-grid/recipes-editing', translations: { zh: '编辑实用技巧' } },
            ],
          },
          { pathname: '/x/react-data-grid/sorting', translations: { zh: '排序' } },
          {
            pathname: '/x/react-data-grid/filtering-group',
            title: 'Filtering',
            translations: { zh: '筛选' },
            children: [
              { pathname: '/x/react-data-grid/filtering', title: 'Overview', translations: { zh: '概览' } },
              { pathname: '/x/react-data-grid/filtering/customization', translations: { zh: '自定义' } },
              { pathname: '/x/react-data-grid/filtering/quick-filter', translations: { zh: '快速筛选' } },
              {
                pathname: '/x/react-data-grid/filtering/server-side',
                title: 'Server-side filter',
                translations: { zh: '服务端筛选' },
              },
              { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro', translations: { zh: '多重筛选' } },
              {
                pathname: '/x/react-data-grid/filtering/header-filters',
                plan: 'pro',
                translations: { zh: '表头筛选' },
              },
              { pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes', translations: { zh: '实用技巧' } },
            ],
          },
          { pathname: '/x/react-data-grid/pagination', translations: { zh: '分页' } },
          {
            pathname: '/x/react-data-grid/selection',
            translations: { zh: '选择' },
            children: [
              { pathname: '/x/react-data-grid/row-selection', translations: { zh: '行选择' } },
              { pathname: '/x/react-data-grid/cell-selection', plan: 'premium', translations: { zh: '单元格选择' } },
            ],
          },
          { pathname: '/x/react-data-grid/virtualization', translations: { zh: '虚拟化' } },
          { pathname: '/x/react-data-grid/accessibility', translations: { zh: '无障碍' } },
          { pathname: '/x/react-data-grid/localization', translations: { zh: '本地化' } },
        ],
      },
      {
        pathname: '/x/react-data-grid/advanced-features-group',
        subheader: 'Advanced features',
        translations: { zh: '高级功能' },
        children: [
          { pathname: '/x/react-data-grid/tree-data', plan: 'pro', translations: { zh: '树形数据' } },
          {
            pathname: '/x/react-data-grid/row-grouping-group',
            title: 'Row grouping',
            plan: 'premium',
            translations: { zh: '行分组' },
            children: [
              { pathname: '/x/react-data-grid/row-grouping', title: 'Overview', translations: { zh: '概览' } },
              {
                pathname: '/x/react-data-grid/recipes-row-grouping',
                title: 'Recipes',
                translations: { zh: '实用技巧' },
              },
            ],
          },
          { pathname: '/x/react-data-grid/aggregation', plan: 'premium', translations: { zh: '聚合' } },
          {
            pathname: '/x/react-data-grid/pivoting-group',
            title: 'Pivoting',
            plan: 'premium',
            newFeature: true,
            translations: { zh: '数据透视' },
            children: [
              { pathname: '/x/react-data-grid/pivoting', title: 'Overview', translations: { zh: '概览' } },
              {
                pathname: '/x/react-data-grid/pivoting-explained',
                title: 'Understanding pivoting',
                translations: { zh: '理解数据透视' },
              },
            ],
          },
          { pathname: '/x/react-data-grid/export', translations: { zh: '导出' } },
          { pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste', translations: { zh: '复制与粘贴' } },
          { pathname: '/x/react-data-grid/scrolling', translations: { zh: '滚动' } },
          {
            pathname: '/x/react-data-grid/list-view',
            title: 'List view',
            plan: 'pro',
            translations: { zh: '列表视图' },
          },
          {
            pathname: '/x/react-data-grid/server-side-data-group',
            title: 'Server-side data',
            newFeature: true,
            translations: { zh: '服务端数据' },
            children: [
              { pathname: '/x/react-data-grid/server-side-data', title: 'Overview', translations: { zh: '概览' } },
              {
                pathname: '/x/react-data-grid/server-side-data/tree-data',
                title: 'Tree data',
                plan: 'pro',
                translations: { zh: '树形数据' },
              },
              {
                pathname: '/x/react-data-grid/server-side-data/lazy-loading',
                title: 'Lazy loading',
                plan: 'pro',
                translations: { zh: '懒加载' },
              },
              {
                pathname: '/x/react-data-grid/server-side-data/row-grouping',
                title: 'Row grouping',
                plan: 'premium',
                translations: { zh: '行分组' },
              },
              {
                pathname: '/x/react-data-grid/server-side-data/aggregation',
                title: 'Aggregation',
                plan: 'premium',
                translations: { zh: '聚合' },
              },
            ],
          },
          {
            pathname: '/x/react-data-grid/ai-assistant',
            title: 'AI Assistant',
            plan: 'premium',
            newFeature: true,
            translations: { zh: 'AI 助手' },
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/components-group',
        subheader: 'Components',
        newFeature: true,
        translations: { zh: '组件' },
        children: [
          { pathname: '/x/react-data-grid/components/usage', title: 'Usage', translations: { zh: '用法' } },
          { pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar', translations: { zh: '工具栏' } },
          { pathname: '/x/react-data-grid/components/export', title: 'Export', translations: { zh: '导出' } },
          {
            pathname: '/x/react-data-grid/components/quick-filter',
            title: 'Quick Filter',
            translations: { zh: '快速筛选' },
          },
          {
            pathname: '/x/react-data-grid/components/columns-panel',
            title: 'Columns Panel',
            planned: true,
            translations: { zh: '列面板' },
          },
          {
            pathname: '/x/react-data-grid/components/filter-panel',
            title: 'Filter Panel',
            planned: true,
            translations: { zh: '筛选面板' },
          },
          {
            pathname: '/x/react-data-grid/components/prompt-field',
            title: 'Prompt Field',
            plan: 'premium',
            translations: { zh: '提示输入框' },
          },
          {
            pathname: '/x/react-data-grid/components/pivot-panel',
            title: 'Pivot Panel',
            plan: 'premium',
            planned: true,
            translations: { zh: '数据透视面板' },
          },
          {
            pathname: '/x/react-data-grid/components/ai-assistant-panel',
            title: 'AI Assistant Panel',
            plan: 'premium',
            planned: true,
            translations: { zh: 'AI 助手面板' },
          },
        ],
      },
      {
        pathname: '/x/react-data-grid/customization-group',
        subheader: 'Customization',
        translations: { zh: '自定义' },
        children: [
          { pathname: '/x/react-data-grid/style', title: 'Styling basics', translations: { zh: '样式基础' } },
          {
            pathname: '/x/react-data-grid/style-recipes',
            title: 'Styling recipes',
            translations: { zh: '样式实用技巧' },
          },
          { pathname: '/x/react-data-grid/overlays', title: 'Overlays', translations: { zh: '遮罩层' } },
          {
            pathname: '/x/react-data-grid/components',
            title: 'Custom subcomponents',
            translations: { zh: '自定义子组件' },
          },
        ],
      },
      {
        pathname: '/x/api/resources-group',
        subheader: 'Resources',
        translations: { zh: '资源' },
        children: [
          { pathname: '/x/react-data-grid/api-object', title: 'API object', translations: { zh: 'API 对象' } },
          { pathname: '/x/react-data-grid/events', translations: { zh: '事件' } },
          { pathname: '/x/react-data-grid/state', translations: { zh: '状态' } },
          { pathname: '/x/react-data-grid/performance', translations: { zh: '性能' } },
        ],
      },
      {
        pathname: '/x/api/data-grid-group',
        title: 'API reference',
        translations: { zh: 'API 参考' },
        children: [
          { pathname: '/x/api/data-grid', title: 'Index', translations: { zh: '索引' } },
          {
            pathname: '/x/api/data-grid-components-group',
            subheader: 'Components',
            translations: { zh: '组件' },
            children: [{ apiPages: { area: 'data-grid', kind: 'component' } }],
          },
          {
            pathname: '/x/api/data-grid-interfaces-group',
            subheader: 'Interfaces',
            translations: { zh: '接口' },
            children: [{ apiPages: { area: 'data-grid', kind: 'interface' } }],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    translations: { zh: '日期和时间选择器' },
    productId: 'x-date-pickers',
    children: [
      { pathname: '/x/react-date-pickers', title: 'Overview', translations: { zh: '概览' } },
      { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart', translations: { zh: '快速入门' } },
      { pathname: '/x/react-date-pickers/base-concepts', translations: { zh: '基本概念' } },
      {
        pathname: '/x/react-date-pickers-components',
        subheader: 'Components',
        translations: { zh: '组件' },
        children: [
          {
            pathname: '/x/react-date-pickers/date-pickers',
            title: 'Date components',
            translations: { zh: '日期组件' },
            children: [
              {
                pathname: '/x/react-date-pickers/date-picker',
                title: 'Date Picker',
                translations: { zh: '日期选择器' },
              },
              { pathname: '/x/react-date-pickers/date-field', title: 'Date Field', translations: { zh: '日期输入框' } },
              {
                pathname: '/x/react-date-pickers/date-calendar',
                title: 'Date Calendar',
                translations: { zh: '日期日历' },
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-pickers',
            title: 'Time components',
            translations: { zh: '时间组件' },
            children: [
              {
                pathname: '/x/react-date-pickers/time-picker',
                title: 'Time Picker',
                translations: { zh: '时间选择器' },
              },
              { pathname: '/x/react-date-pickers/time-field', title: 'Time Field', translations: { zh: '时间输入框' } },
              { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock', translations: { zh: '表盘时钟' } },
              {
                pathname: '/x/react-date-pickers/digital-clock',
                title: 'Digital Clock',
                translations: { zh: '数字时钟' },
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-pickers',
            title: 'Date Time components',
            translations: { zh: '日期时间组件' },
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-picker',
                title: 'Date Time Picker',
                translations: { zh: '日期时间选择器' },
              },
              {
                pathname: '/x/react-date-pickers/date-time-field',
                title: 'Date Time Field',
                translations: { zh: '日期时间输入框' },
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-range-pickers',
            title: 'Date Range components',
            translations: { zh: '日期范围组件' },
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/date-range-picker',
                title: 'Date Range Picker',
                translations: { zh: '日期范围选择器' },
              },
              {
                pathname: '/x/react-date-pickers/date-range-field',
                title: 'Date Range Field',
                translations: { zh: '日期范围输入框' },
              },
              {
                pathname: '/x/react-date-pickers/date-range-calendar',
                title: 'Date Range Calendar',
                translations: { zh: '日期范围日历' },
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/time-range-pickers',
            title: 'Time Range components',
            translations: { zh: '时间范围组件' },
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/time-range-picker',
                title: 'Time Range Picker',
                translations: { zh: '时间范围选择器' },
                newFeature: true,
              },
              {
                pathname: '/x/react-date-pickers/time-range-field',
                title: 'Time Range Field',
                translations: { zh: '时间范围输入框' },
              },
            ],
          },
          {
            pathname: '/x/react-date-pickers/date-time-range-pickers',
            title: 'Date Time Range components',
            translations: { zh: '日期时间范围组件' },
            plan: 'pro',
            children: [
              {
                pathname: '/x/react-date-pickers/date-time-range-picker',
                title: 'Date Time Range Picker',
                translations: { zh: '日期时间范围选择器' },
              },
              {
                pathname: '/x/react-date-pickers/date-time-range-field',
                title: 'Date Time Range Field',
                translations: { zh: '日期时间范围输入框' },
              },
            ],
          },
          { pathname: '/x/react-date-pickers/fields', title: 'Field components', translations: { zh: '输入框组件' } },
        ],
      },
      {
        pathname: '/x/react-date-pickers/main-features',
        subheader: 'Main features',
        translations: { zh: '主要功能' },
        children: [
          { pathname: '/x/react-date-pickers/validation', translations: { zh: '校验' } },
          {
            pathname: '/x/react-date-pickers/lifecycle',
            title: 'Components lifecycle',
            translations: { zh: '组件生命周期' },
          },
          { pathname: '/x/react-date-pickers/shortcuts', translations: { zh: '快捷选项' } },
          { pathname: '/x/react-date-pickers/accessibility', translations: { zh: '无障碍' } },
        ],
      },
      {
        pathname: '/x/react-date-pickers/localization-group',
        subheader: 'Localization',
        translations: { zh: '本地化' },
        children: [
          {
            pathname: '/x/react-date-pickers/localization',
            title: 'Translated components',
            translations: { zh: '组件翻译' },
          },
          {
            pathname: '/x/react-date-pickers/adapters-locale',
            title: 'Date format and localization',
            translations: { zh: '日期格式和本地化' },
          },
          {
            pathname: '/x/react-date-pickers/timezone',
            title: 'UTC and timezones',
            translations: { zh: 'UTC 和时区' },
          },
          { pathname: '/x/react-date-pickers/calendar-systems', translations: { zh: '日历系统' } },
        ],
      },
      {
        pathname: '/x/react-date-pickers/customization-group',
        subheader: 'Customization',
        translations: { zh: '自定义' },
        children: [
          {
            pathname: '/x/react-date-pickers/custom-components',
            title: 'Custom subcomponents',
            translations: { zh: '自定义子组件' },
          },
          { pathname: '/x/react-date-pickers/custom-layout', translations: { zh: '自定义布局' } },
          { pathname: '/x/react-date-pickers/custom-field', translations: { zh: '自定义输入框' } },
          { pathname: '/x/react-date-pickers/custom-opening-button', translations: { zh: '自定义打开按钮' } },
          {
            pathname: '/x/react-date-pickers/playground',
            title: 'Customization playground',
            translations: { zh: '自定义演练场' },
          },
        ],
      },
      {
        pathname: '/x/api/picker-resources',
        subheader: 'Resources',
        translations: { zh: '资源' },
        children: [
          {
            pathname: '/x/api/date-pickers-group',
            title: 'API reference',
            translations: { zh: 'API 参考' },
            children: [
              { pathname: '/x/api/date-pickers', title: 'Index', translations: { zh: '索引' } },
              { apiPages: { area: 'date-pickers', kind: 'component' } },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    translations: { zh: '图表' },
    productId: 'x-charts',
    children: [
      { pathname: '/x/react-charts', title: 'Overview', translations: { zh: '概览' } },
      { pathname: '/x/react-charts/quickstart', title: 'Quickstart', translations: { zh: '快速入门' } },
      {
        pathname: '/x/react-chart-components',
        subheader: 'Components',
        translations: { zh: '组件' },
        children: [
          {
            pathname: '/x/react-charts-bars',
            title: 'Bars',
            translations: { zh: '柱状图' },
            children: [
              { pathname: '/x/react-charts/bars', title: 'Bars overview', translations: { zh: '柱状图概览' } },
              { pathname: '/x/react-charts/bar-demo', title: 'Demos', translations: { zh: '示例' } },
            ],
          },
          {
            pathname: '/x/react-charts-lines',
            title: 'Lines',
            translations: { zh: '折线图' },
            children: [
              { pathname: '/x/react-charts/lines', title: 'Lines overview', translations: { zh: '折线图概览' } },
              { pathname: '/x/react-charts/line-demo', title: 'Lines demo', translations: { zh: '折线图示例' } },
              { pathname: '/x/react-charts/areas-demo', title: 'Area demo', translations: { zh: '面积图示例' } },
            ],
          },
          {
            pathname: '/x/react-charts-pie',
            title: 'Pie',
            translations: { zh: '饼图' },
            children: [
              { pathname: '/x/react-charts/pie', title: 'Pie overview', translations: { zh: '饼图概览' } },
              { pathname: '/x/react-charts/pie-demo', title: 'Demo', translations: { zh: '示例' } },
            ],
          },
          {
            pathname: '/x/react-charts-scatter',
            title: 'Scatter',
            translations: { zh: '散点图' },
            children: [
              {
                pathname: '/x/react-charts/scatter',
                title: 'Scatter overview',
                translations: { zh: '散点图概览' },
              },
              { pathname: '/x/react-charts/scatter-demo', title: 'Demo', translations: { zh: '示例' } },
            ],
          },
          { pathname: '/x/react-charts/sparkline', title: 'Sparkline', translations: { zh: '迷你图' } },
          { pathname: '/x/react-charts/gauge', translations: { zh: '仪表盘' } },
          { pathname: '/x/react-charts/radar', translations: { zh: '雷达图' }, unstable: true },
          { pathname: '/x/react-charts/heatmap', title: 'Heatmap', translations: { zh: '热力图' }, plan: 'pro' },
          {
            pathname: '/x/react-charts/funnel',
            title: 'Funnel',
            translations: { zh: '漏斗图' },
            plan: 'pro',
            unstable: true,
          },
        ],
      },
      {
        pathname: '/x/react-charts/main-features',
        subheader: 'Main features',
        translations: { zh: '主要功能' },
        children: [
          { pathname: '/x/react-charts/animation', translations: { zh: '动画' } },
          { pathname: '/x/react-charts/axis', translations: { zh: '坐标轴' } },
          {
            pathname: '/x/react-charts/components',
            title: 'Custom components',
            translations: { zh: '自定义组件' },
          },
          { pathname: '/x/react-charts/composition', translations: { zh: '组合' } },
          { pathname: '/x/react-charts/label', translations: { zh: '标签' } },
          { pathname: '/x/react-charts/legend', translations: { zh: '图例' } },
          { pathname: '/x/react-charts/localization', translations: { zh: '本地化' } },
          { pathname: '/x/react-charts/stacking', translations: { zh: '堆叠' } },
          { pathname: '/x/react-charts/styling', translations: { zh: '样式' } },
          { pathname: '/x/react-charts/tooltip', translations: { zh: '提示框' } },
          { pathname: '/x/react-charts/highlighting', translations: { zh: '高亮' } },
          {
            pathname: '/x/react-charts/zoom-and-pan',
            title: 'Zoom and pan',
            translations: { zh: '缩放和平移' },
            plan: 'pro',
          },
          { pathname: '/x/react-charts/export', title: 'Export', translations: { zh: '导出' }, plan: 'pro' },
        ],
      },
      {
        pathname: '/x/api/chart-resources',
        subheader: 'Resources',
        translations: { zh: '资源' },
        children: [
          {
            pathname: '/x/api/charts-group',
            title: 'API reference',
            translations: { zh: 'API 参考' },
            children: [
              { pathname: '/x/api/charts', title: 'Index', translations: { zh: '索引' } },
              { apiPages: { area: 'charts', kind: 'component' } },
              {
                pathname: '/x/api/charts-interfaces-group',
                subheader: 'Interfaces',
                translations: { zh: '接口' },
                children: [{ apiPages: { area: 'charts', kind: 'interface' } }],
              },
            ],
          },
        ],
      },
      {
        pathname: '/x/react-charts-future',
        subheader: 'Future components',
        translations: { zh: '未来的组件' },
        children: [
          { pathname: '/x/react-charts/treemap', title: 'Treemap', translations: { zh: '矩形树图' }, planned: true },
          { pathname: '/x/react-charts/sankey', translations: { zh: '桑基图' }, plan: 'pro', planned: true },
          { pathname: '/x/react-charts/gantt', translations: { zh: '甘特图' }, plan: 'pro', planned: true },
        ],
      },
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    translations: { zh: '树视图' },
    productId: 'x-tree-view',
    children: [
      { pathname: '/x/react-tree-view', title: 'Overview', translations: { zh: '概览' } },
      { pathname: '/x/react-tree-view/quickstart', title: 'Quickstart', translations: { zh: '快速入门' } },
      {
        pathname: '/x/react-tree-view/simple-tree-view',
        subheader: 'Simple Tree View',
        translations: { zh: '简单树视图' },
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items', translations: { zh: '项' } },
          { pathname: '/x/react-tree-view/simple-tree-view/selection', translations: { zh: '选择' } },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion', translations: { zh: '展开' } },
          { pathname: '/x/react-tree-view/simple-tree-view/customization', translations: { zh: '自定义' } },
          { pathname: '/x/react-tree-view/simple-tree-view/focus', translations: { zh: '焦点' } },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view',
        subheader: 'Rich Tree View',
        translations: { zh: '富树视图' },
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items', translations: { zh: '项' } },
          { pathname: '/x/react-tree-view/rich-tree-view/selection', translations: { zh: '选择' } },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion', translations: { zh: '展开' } },
          { pathname: '/x/react-tree-view/rich-tree-view/customization', translations: { zh: '自定义' } },
          { pathname: '/x/react-tree-view/rich-tree-view/focus', translations: { zh: '焦点' } },
          {
            pathname: '/x/react-tree-view/rich-tree-view/editing',
            title: 'Label editing',
            translations: { zh: '标签编辑' },
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/lazy-loading',
            translations: { zh: '懒加载' },
            plan: 'pro',
            newFeature: true,
          },
          {
            pathname: '/x/react-tree-view/rich-tree-view/ordering',
            translations: { zh: '重新排序' },
            plan: 'pro',
            newFeature: true,
          },
        ],
      },
      {
        pathname: '/x/react-tree-view/main-features',
        subheader: 'Main features',
        translations: { zh: '主要功能' },
        children: [
          { pathname: '/x/react-tree-view/accessibility', translations: { zh: '无障碍' } },
          {
            pathname: '/x/react-tree-view/tree-item-customization',
            title: 'Item customization',
            translations: { zh: '项自定义' },
          },
        ],
      },
      {
        pathname: '/x/api/tree-view-resources',
        subheader: 'Resources',
        translations: { zh: '资源' },
        children: [
          {
            pathname: '/x/api/tree-view-group',
            title: 'API reference',
            translations: { zh: 'API 参考' },
            children: [
              { pathname: '/x/api/tree-view', title: 'Index', translations: { zh: '索引' } },
              { apiPages: { area: 'tree-view', kind: 'component' } },
            ],
          },
        ],
      },
    ],
  },
  {
    pathname: '/x/migration-group',
    title: 'Migration',
    translations: { zh: '迁移' },
    productId: 'introduction',
    children: [
      {
        pathname: '/x/migration-v8',
        subheader: 'Upgrade to v8',
        translations: { zh: '升级到 v8' },
        children: [
          {
            pathname: '/x/migration/migration-data-grid-v7',
            title: 'Breaking changes: Data Grid',
            translations: { zh: '破坏性变更：数据表格' },
          },
          {
            pathname: '/x/migration/migration-pickers-v7',
            title: 'Breaking changes: Date and Time Pickers',
            translations: { zh: '破坏性变更：日期和时间选择器' },
          },
          {
            pathname: '/x/migration/migration-charts-v7',
            title: 'Breaking changes: Charts',
            translations: { zh: '破坏性变更：图表' },
          },
          {
            pathname: '/x/migration/migration-tree-view-v7',
            title: 'Breaking changes: Tree View',
            translations: { zh: '破坏性变更：树视图' },
          },
          {
            pathname: '/x/migration/usage-with-material-ui-v5-v6',
            title: 'Usage with Material UI v5/v6',
            translations: { zh: '与 Material UI v5/v6 一起使用' },
          },
        ],
      },
      {
        pathname: '/x/migration-v7',
        title: 'Upgrade to v7',
        translations: { zh: '升级到 v7' },
        children: [
          {
            pathname: '/x/migration/migration-data-grid-v6',
            title: 'Breaking changes: Data Grid',
            translations: { zh: '破坏性变更：数据表格' },
          },
          {
            pathname: '/x/migration/migration-pickers-v6',
            title: 'Breaking changes: Date and Time Pickers',
            translations: { zh: '破坏性变更：日期和时间选择器' },
          },
          {
            pathname: '/x/migration/migration-charts-v6',
            title: 'Breaking changes: Charts',
            translations: { zh: '破坏性变更：图表' },
          },
          {
            pathname: '/x/migration/migration-tree-view-v6',
            title: 'Breaking changes: Tree View',
            translations: { zh: '破坏性变更：树视图' },
          },
        ],
      },
      {
        pathname: '/x/migration-v6',
        title: 'Upgrade to v6',
        translations: { zh: '升级到 v6' },
        children: [
          {
            pathname: '/x/migration/migration-data-grid-v5',
            title: 'Breaking changes: Data Grid',
            translations: { zh: '破坏性变更：数据表格' },
          },
          {
            pathname: '/x/migration/migration-pickers-v5',
            title: 'Breaking changes: Date and Time Pickers',
            translations: { zh: '破坏性变更：日期和时间选择器' },
          },
          {
            pathname: '/x/migration/migration-tree-view-lab',
            title: 'Migration from lab to v6 (Tree View)',
            translations: { zh: '从 lab 迁移到 v6（树视图）' },
          },
        ],
      },
      {
        pathname: '/x/migration-earlier',
        title: 'Earlier versions',
        translations: { zh: '更早的版本' },
        children: [
          {
            pathname: '/x/migration/migration-pickers-lab',
            title: 'Migration from lab to v5 (Date and Time Pickers)',
            translations: { zh: '从 lab 迁移到 v5（日期和时间选择器）' },
          },
          {
            pathname: '/x/migration/migration-data-grid-v4',
            title: 'Migration from v4 to v5 (Data Grid)',
            translations: { zh: '从 v4 迁移到 v5（数据表格）' },
          },
        ],
      },
    ],
  },
] satisfies readonly NavEntry[];

export default pages;
