import { defineStrings } from '../../i18n/scoped-strings';

/** UI strings of `<ApiTable>`; the descriptions it shows are the packages' own English. */
const en = {
  apiTableMethodsCaption: 'Methods of {name}',
  apiTableEventsCaption: 'Data Grid events',
  apiTableSelectorsCaption: 'Data Grid selectors',
  apiTableMethod: 'Method',
  apiTableEvent: 'Event',
  apiTableSelector: 'Selector',
  apiTableSignature: 'Signature',
  apiTableParams: 'Params',
  apiTableEventObject: 'Event object',
  apiTableReturns: 'Returns',
  apiTableDescription: 'Description',
  apiTableDeprecated: 'Deprecated',
};

const zh: Record<keyof typeof en, string> = {
  apiTableMethodsCaption: '{name} 的方法',
  apiTableEventsCaption: '数据表格事件',
  apiTableSelectorsCaption: '数据表格选择器',
  apiTableMethod: '方法',
  apiTableEvent: '事件',
  apiTableSelector: '选择器',
  apiTableSignature: '签名',
  apiTableParams: '参数',
  apiTableEventObject: '事件对象',
  apiTableReturns: '返回值',
  apiTableDescription: '说明',
  apiTableDeprecated: '已弃用',
};

export const { useStrings: useApiTableStrings, stringsFor: apiTableStringsFor } = defineStrings({ en, zh });
