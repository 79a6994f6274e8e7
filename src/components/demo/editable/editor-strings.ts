import { defineStrings } from '../../../i18n/scoped-strings';

/** Strings of the demo editor, which load with it (only once a reader edits a demo). */
const en = {
  editorLabel: 'Code of {name}: {file} (editable)',
  editorHint: 'Edits update the demo as you type. Tab indents; press Escape, then Tab, to leave the editor.',
  errorAt: '{file}, line {line}, column {column}',
  errorIn: '{file}',
  errorSyntax: 'Syntax error: {message}',
  errorRuntime: 'Error: {message}',
  errorUnknownImport:
    'The edited demo cannot import "{specifier}". It can import what the demo already uses: {available}.',
  errorUnknownExport:
    '"{name}" from "{specifier}" is not available in the edited demo. It can use what the demo already imports from there: {available}.',
  errorNoDefault: '{file} must export the demo component as its default export.',
  errorKept: 'The preview shows the last version that worked.',
  edited: 'Edited',
} as const;

export type EditorStringKey = keyof typeof en;

const zh: Record<EditorStringKey, string> = {
  editorLabel: '{name} 的代码：{file}（可编辑）',
  editorHint: '编辑后示例会随输入更新。Tab 键缩进；先按 Escape 再按 Tab 可离开编辑器。',
  errorAt: '{file}，第 {line} 行，第 {column} 列',
  errorIn: '{file}',
  errorSyntax: '语法错误：{message}',
  errorRuntime: '错误：{message}',
  errorUnknownImport: '编辑后的示例无法导入“{specifier}”。可以导入示例已使用的模块：{available}。',
  errorUnknownExport: '编辑后的示例无法使用“{specifier}”中的“{name}”。可以使用示例已从该模块导入的内容：{available}。',
  errorNoDefault: '{file} 必须以默认导出（default export）导出示例组件。',
  errorKept: '预览显示的是最后一个可以运行的版本。',
  edited: '已编辑',
};

export const { useStrings: useEditorStrings } = defineStrings({ en, zh });
