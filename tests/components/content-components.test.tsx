import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CodeBlock } from '../../src/components/mdx/CodeBlock';
import { CodeTab, CodeTabs } from '../../src/components/mdx/CodeTabs';
import { InstallTabs } from '../../src/components/mdx/InstallTabs';
import { MdxLink } from '../../src/components/mdx/MdxLink';
import { copyShortcutKeys } from '../../src/components/mdx/use-copy-shortcut';
import { TableOfContents } from '../../src/components/page/TableOfContents';
import { toTocEntries } from '../../src/components/page/toc';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';
import { renderWithProviders } from './support/render';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('CodeBlock', () => {
  it('copies the code and says so for a moment', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <CodeBlock data-language="bash" data-title="Terminal">
        <code>npm install @mui/x-charts</code>
      </CodeBlock>,
    );
    expect(screen.getByText('Terminal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-charts');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1300));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});

describe('CodeBlock copy shortcut', () => {
  const setup = () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <>
        <CodeBlock data-language="ts">
          <code>const rows = [];</code>
        </CodeBlock>
        <p>Text outside the block</p>
      </>,
    );
    const block = screen.getByText('const rows = [];').closest('pre')?.parentElement as HTMLElement;
    return { user, writeText, block };
  };

  afterEach(() => window.getSelection()?.removeAllRanges());

  it('copies the whole block with Ctrl+C while the pointer is over it, and says so', async () => {
    const { user, writeText, block } = setup();
    await user.hover(block);
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).toHaveBeenCalledWith('const rows = [];');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('copies with the shortcut while focus is in the block, and not once it has left', async () => {
    const { user, writeText } = setup();
    await user.tab();
    expect(screen.getByText('const rows = [];').closest('pre')).toHaveFocus();
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab();
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('leaves a copy of selected text to the browser, and ignores the shortcut elsewhere', async () => {
    const { user, writeText, block } = setup();
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).not.toHaveBeenCalled();
    await user.hover(block);
    const range = document.createRange();
    range.selectNodeContents(screen.getByText('Text outside the block'));
    window.getSelection()?.addRange(range);
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('names the shortcut in the copy button’s tooltip, for the reader’s platform', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Copy code' })).toHaveAttribute('title', 'Copy code (or Ctrl+C)');
    expect(copyShortcutKeys('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('⌘C');
    expect(copyShortcutKeys('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl+C');
  });
});

describe('InstallTabs', () => {
  it('switches package manager, remembers it, and applies it to every install block', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <InstallTabs packages="@mui/x-charts" />
        <InstallTabs packages="dayjs" dev />
      </>,
    );
    expect(screen.getByText('npm install @mui/x-charts')).toBeInTheDocument();
    await user.click(screen.getAllByRole('tab', { name: 'pnpm' })[0] as HTMLElement);
    expect(screen.getByText('pnpm add @mui/x-charts')).toBeInTheDocument();
    expect(screen.getByText('pnpm add --save-dev dayjs')).toBeInTheDocument();
    expect(window.localStorage.getItem('codeblock-package-manager')).toBe('pnpm');
  });

  it('ignores a stored value that is not a package manager', () => {
    window.localStorage.setItem('codeblock-package-manager', 'bower');
    renderWithProviders(<InstallTabs packages="dayjs" />);
    expect(screen.getByText('npm install dayjs')).toBeInTheDocument();
  });
});

describe('MdxLink', () => {
  it('prefixes site links with the page language and leaves others alone', () => {
    renderWithProviders(
      <>
        <MdxLink href="/x/introduction/licensing/#pro-plan">licensing</MdxLink>
        <MdxLink href="https://github.com/mui/mui-x">repo</MdxLink>
        <MdxLink href="#usage">usage</MdxLink>
      </>,
      { lang: 'zh' },
    );
    expect(screen.getByRole('link', { name: 'licensing' })).toHaveAttribute(
      'href',
      '/zh/x/introduction/licensing/#pro-plan',
    );
    expect(screen.getByRole('link', { name: 'repo' })).toHaveAttribute('href', 'https://github.com/mui/mui-x');
    expect(screen.getByRole('link', { name: 'usage' })).toHaveAttribute('href', '#usage');
  });
});

describe('TableOfContents', () => {
  it('lists H2 sections with their H3s', () => {
    const entries = toTocEntries([
      { depth: 2, id: 'install', text: 'Install' },
      { depth: 3, id: 'with-npm', text: 'With npm' },
      { depth: 4, id: 'too-deep', text: 'Too deep' },
      { depth: 2, id: 'use', text: 'Use' },
    ]);
    renderWithProviders(<TableOfContents entries={entries} />);
    // Shown from the md breakpoint by a media query, which jsdom does not apply.
    const toc = screen.getByRole('heading', { name: 'Contents', hidden: true }).closest('nav') as HTMLElement;
    expect(toc).toHaveAttribute('aria-labelledby', 'toc-heading');
    const links = within(toc).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#install', '#with-npm', '#use']);
  });
});

describe('CodeTabs', () => {
  /** A block as MDX renders it: each tab's fenced code is a CodeBlock. */
  const planTabs = (kind = 'plan') => (
    <CodeTabs kind={kind}>
      <CodeTab label="Community">
        <CodeBlock data-language="tsx">
          <code>{"import { DataGrid } from '@mui/x-data-grid';"}</code>
        </CodeBlock>
      </CodeTab>
      <CodeTab label="Pro">
        <CodeBlock data-language="tsx">
          <code>{"import { DataGridPro } from '@mui/x-data-grid-pro';"}</code>
        </CodeBlock>
      </CodeTab>
      <CodeTab label="Premium">
        <CodeBlock data-language="tsx">
          <code>{"import { DataGridPremium } from '@mui/x-data-grid-premium';"}</code>
        </CodeBlock>
      </CodeTab>
    </CodeTabs>
  );
  const shownPanels = () =>
    screen.getAllByRole('tabpanel', { hidden: true }).filter((panel) => panel.dataset.selected === 'true');

  it('shows the first tab, and the tab the reader picks', async () => {
    const user = userEvent.setup();
    renderWithProviders(planTabs('plan-a'));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Community', 'Pro', 'Premium']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(shownPanels()).toHaveLength(1);
    expect(shownPanels()[0]).toHaveTextContent('@mui/x-data-grid');
    await user.click(screen.getByRole('tab', { name: 'Pro' }));
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    expect(shownPanels()[0]).toHaveTextContent('@mui/x-data-grid-pro');
    expect(shownPanels()[0]).toHaveAttribute('aria-labelledby', screen.getByRole('tab', { name: 'Pro' }).id);
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    const user = userEvent.setup();
    renderWithProviders(planTabs('plan-b'));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('follows the reading direction in right-to-left pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(planTabs('plan-c'));
    // After rendering: the theme provider sets the page direction from the reader's setting.
    document.documentElement.dir = 'rtl';
    try {
      await user.tab();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('remembers the choice per kind, for every block of that kind, and ignores a label it does not have', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        {planTabs('plan-d')}
        {planTabs('plan-d')}
        {planTabs('other-kind')}
      </>,
    );
    await user.click(screen.getAllByRole('tab', { name: 'Premium' })[0] as HTMLElement);
    expect(window.localStorage.getItem('codeblock-plan-d')).toBe('Premium');
    const selected = screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);
    expect(selected).toEqual(['Premium', 'Premium', 'Community']);
  });

  it('applies a remembered choice after hydration; the server shows the first tab', () => {
    window.localStorage.setItem('codeblock-plan-e', 'Pro');
    const html = renderToString(<LanguageProvider lang="en">{planTabs('plan-e')}</LanguageProvider>);
    expect(html).toMatch(/aria-selected="true"[^>]*>Community</);
    renderWithProviders(planTabs('plan-e'));
    expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    window.localStorage.setItem('codeblock-plan-f', 'Enterprise');
    renderWithProviders(planTabs('plan-f'));
    expect(screen.getAllByRole('tab', { selected: true }).at(-1)).toHaveTextContent('Community');
  });

  it('still switches when storage is unavailable', async () => {
    const user = userEvent.setup();
    const storage = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('The operation is insecure.');
    });
    try {
      renderWithProviders(planTabs('plan-g'));
      await user.click(screen.getByRole('tab', { name: 'Pro' }));
      expect(screen.getByRole('tab', { name: 'Pro' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      storage.mockRestore();
    }
  });

  it('copies the code of the shown tab with its button and with Ctrl+C', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(planTabs('plan-h'));
    await user.click(screen.getByRole('tab', { name: 'Premium' }));
    const panel = shownPanels()[0] as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith("import { DataGridPremium } from '@mui/x-data-grid-premium';");
    await user.hover(panel.querySelector('pre') as HTMLElement);
    await user.keyboard('{Control>}c{/Control}');
    expect(writeText).toHaveBeenCalledTimes(2);
  });
});
