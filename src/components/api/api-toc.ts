import type { TocEntry } from '../page/toc';
import type { StringsOf } from '../../i18n/scoped-strings';
import type { ApiStringKey } from './api-strings';
import type { ApiPageView } from './api-view-types';

/** The sections an API page has, in order, as table-of-contents entries. */
export function apiTocEntries(
  page: Pick<ApiPageView, 'kind' | 'slots' | 'classes' | 'inheritance' | 'muiName'>,
  t: StringsOf<ApiStringKey>,
): TocEntry[] {
  const entry = (id: string, title: string, children: TocEntry[] = []): TocEntry => ({ id, title, children });
  const isComponent = page.kind === 'component';
  return [
    entry('demos', t('apiDemos')),
    entry('import', t('apiImport')),
    entry(isComponent ? 'props' : 'properties', isComponent ? t('apiProps') : t('apiProperties'), [
      ...(page.inheritance ? [entry('inheritance', t('apiInheritance'))] : []),
      ...(page.muiName ? [entry('theme-default-props', t('apiThemeDefaultProps'))] : []),
    ]),
    ...(page.slots.length > 0 ? [entry('slots', t('apiSlots'))] : []),
    ...(page.classes.length > 0 ? [entry('css-classes', t('apiClasses'))] : []),
    entry('source-code', t('apiSourceCode')),
  ];
}
