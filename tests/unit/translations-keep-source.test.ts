import fs from 'node:fs';
import path from 'node:path';
import { compareTranslation, translationParts } from '../../src/data-layer/content/compare-translation';
import { englishSourceOf, mdxBody, sourceAnchors } from '../../src/data-layer/content/translation-source';
import { pageOutline } from '../../src/data-layer/mdx/page-outline';

const ENGLISH = [
  'Intro with a [link](/x/introduction/licensing/#pro-plan) and `checkboxSelection`.',
  '## Plans',
  '<Demo name="PlanTable" />',
  '### Pro <PlanBadge plan="pro" />',
  'See [npm](https://www.npmjs.com/package/@mui/x-data-grid-pro) and `DataGridPro`.',
  '```tsx title="App.tsx"\nimport { DataGridPro } from "@mui/x-data-grid-pro";\n```',
  '## Next steps',
].join('\n\n');

const CHINESE = [
  '介绍，附有[链接](/x/introduction/licensing/#pro-plan)和 `checkboxSelection`。',
  '## 方案',
  '<Demo name="PlanTable" />',
  '### Pro 版 <PlanBadge plan="pro" />',
  '参见 [npm](https://www.npmjs.com/package/@mui/x-data-grid-pro) 和 `DataGridPro`。',
  '```tsx title="App.tsx"\nimport { DataGridPro } from "@mui/x-data-grid-pro";\n```',
  '## 后续步骤',
].join('\n\n');

const compare = (translated: string) => compareTranslation(translationParts(ENGLISH), translationParts(translated));

describe('compareTranslation', () => {
  it('accepts a translation that keeps every heading, link, demo, code span and code block', () => {
    expect(compare(CHINESE)).toEqual([]);
  });

  it('reports a link that lost its anchor', () => {
    expect(compare(CHINESE.replace('licensing/#pro-plan', 'licensing/'))).toEqual([
      'it drops or changes the links "/x/introduction/licensing/#pro-plan"',
    ]);
  });

  it('reports a dropped or renamed demo, and demos out of order', () => {
    expect(compare(CHINESE.replace('<Demo name="PlanTable" />', ''))[0]).toMatch(
      /its demos \(none\) differ .*PlanTable/,
    );
    expect(compare(CHINESE.replace('PlanTable', 'PlanGrid'))[0]).toMatch(/its demos \(PlanGrid\)/);
  });

  it('reports a translated code span and a changed code block', () => {
    expect(compare(CHINESE.replace('`DataGridPro`', '`专业表格`'))).toEqual([
      'it drops or changes the code spans "DataGridPro"',
    ]);
    expect(compare(CHINESE.replace('import { DataGridPro }', '// 导入\nimport { DataGridPro }'))[0]).toMatch(
      /^it changes the code blocks "tsx title=\\"App.tsx\\": import/,
    );
  });

  it('reports headings that no longer match in number or level, since anchors are taken by position', () => {
    expect(compare(CHINESE.replace('### Pro 版', '## Pro 版'))[0]).toMatch(
      /its headings \(## ## ##\) differ from the English ones \(## ### ##\)/,
    );
    expect(compare(CHINESE.replace('## 后续步骤', ''))[0]).toMatch(/its headings \(## ###\)/);
  });

  it('lets a translation add links and code spans of its own', () => {
    expect(compare(`${CHINESE}\n\n另见[安装](/x/introduction/installation/)和 \`npm\`。`)).toEqual([]);
  });
});

describe('translated headings take the English anchors', () => {
  it('by position, so a link to #pro works in both languages', () => {
    const english = pageOutline(ENGLISH).headings.map((heading) => heading.id);
    expect(english).toEqual(['plans', 'pro', 'next-steps']);
    expect(pageOutline(CHINESE, english).headings).toEqual([
      { depth: 2, id: 'plans', text: '方案' },
      { depth: 3, id: 'pro', text: 'Pro 版' },
      { depth: 2, id: 'next-steps', text: '后续步骤' },
    ]);
  });

  it('finds the English source of a translated file, relative or absolute', () => {
    expect(englishSourceOf('content/zh/introduction/licensing/index.mdx')).toBe(
      'content/en/introduction/licensing/index.mdx',
    );
    expect(englishSourceOf('/repo/content/zh/react-charts/index.mdx')).toBe('/repo/content/en/react-charts/index.mdx');
    expect(englishSourceOf('content/en/react-charts/index.mdx')).toBeNull();
    expect(sourceAnchors('content/en/react-charts/index.mdx')).toBeNull();
  });
});

/** Every translated page of the repository, with its English source. */
function translatedPages(): { file: string; english: string }[] {
  const pages: { file: string; english: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) pages.push({ file: full, english: englishSourceOf(full) ?? '' });
    }
  };
  for (const lang of fs.readdirSync('content', { withFileTypes: true })) {
    if (lang.isDirectory() && /^[a-z]{2}$/.test(lang.name) && lang.name !== 'en') walk(path.join('content', lang.name));
  }
  return pages;
}

describe('the translated pages of this site', () => {
  const pages = translatedPages();

  it('exist', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pages.map((page) => [page.file, page.english]))(
    '%s keeps every heading, link, anchor, demo and code span of %s',
    (file, english) => {
      const read = (name: string) => mdxBody(fs.readFileSync(name, 'utf8'));
      expect(compareTranslation(translationParts(read(english)), translationParts(read(file)))).toEqual([]);
    },
  );
});
