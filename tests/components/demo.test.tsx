import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdProvider } from '../../src/components/ads/AdProvider';
import { CodePreferencesProvider } from '../../src/components/code/CodePreferencesProvider';
import Demo from '../../src/components/demo/Demo';
import { loadEditorKit } from '../../src/components/demo/use-demo-editing';
import { DemoDataProvider, type DemoCode, type DemoData } from '../../src/components/demo/DemoDataProvider';
import type { DemoScopeLoaders } from '../../src/lib/demo-scope';
import { NO_ADS } from './support/no-ads';
import { renderWithProviders } from './support/render';

/** jsdom has no IntersectionObserver: this one reports every element as in view at once. */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}

const code: DemoCode = {
  stylings: [
    {
      styling: 'system',
      files: [
        {
          fileName: 'InventoryCount.tsx',
          jsFileName: 'InventoryCount.js',
          ts: 'const count: number = 3;',
          tsHtml: '<span>const count: number = 3;</span>',
          js: 'const count = 3;',
          jsHtml: '<span>const count = 3;</span>',
        },
      ],
      sandbox: { dependencies: { react: '18.3.1' }, typeScriptDevDependencies: {} },
    },
  ],
};

const data: DemoData = {
  name: 'InventoryCount',
  sourceFile: 'content/en/example/demos/InventoryCount.tsx',
  hasTypeScript: true,
  stylings: ['system'],
  preview: null,
  codeUrl: '/demo-code/example-InventoryCount.abc.json',
  code: null,
};

function InventoryCount() {
  return <p>3 pallets in stock</p>;
}

function renderDemo(demo: DemoData = data, scopes?: DemoScopeLoaders) {
  return renderWithProviders(
    <AdProvider config={NO_ADS}>
      <CodePreferencesProvider>
        <DemoDataProvider demos={[demo]} adsDisabled>
          <Demo
            name="InventoryCount"
            loaders={{
              system: () => Promise.resolve({ default: InventoryCount }),
              css: () => Promise.resolve({ default: InventoryCount }),
            }}
            scopes={scopes}
          />
        </DemoDataProvider>
      </CodePreferencesProvider>
    </AdProvider>,
  );
}

beforeEach(() => {
  Object.defineProperty(window, 'IntersectionObserver', { value: InViewObserver, configurable: true });
  window.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(code) });
  document.cookie = 'codeVariant=; max-age=0; path=/';
});

describe('Demo', () => {
  it('brings the demo to life once it is in view', async () => {
    renderDemo();
    const region = screen.getByRole('region', { name: 'Demo: InventoryCount' });
    expect(await within(region).findByText('3 pallets in stock')).toBeInTheDocument();
    expect(region.querySelector('[data-live="true"]')).not.toBeNull();
  });

  it('fetches the code when the reader shows it, and switches between TypeScript and JavaScript', async () => {
    const user = userEvent.setup();
    renderDemo();
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(window.fetch).toHaveBeenCalledWith('/demo-code/example-InventoryCount.abc.json');
    const tsCode = await screen.findByText('const count: number = 3;');
    expect(tsCode.closest('pre')).toHaveClass('code-variant-ts');
    await user.click(screen.getByRole('button', { name: 'Show JavaScript source' }));
    await waitFor(() => expect(screen.getByText('const count = 3;').closest('pre')).toHaveClass('code-variant-js'));
    expect(document.cookie).toContain('codeVariant=JS');
    await user.click(screen.getByRole('button', { name: 'Hide code' }));
  });

  it('remounts the demo on reset', async () => {
    const user = userEvent.setup();
    renderDemo();
    const first = await screen.findByText('3 pallets in stock');
    await user.click(screen.getByRole('button', { name: 'Reset demo' }));
    await act(async () => {});
    expect(screen.getByText('3 pallets in stock')).not.toBe(first);
  });
});

describe('Demo links', () => {
  const cssFile = {
    fileName: 'InventoryCount.tsx',
    jsFileName: 'InventoryCount.js',
    ts: 'const count: number = 3; // css',
    tsHtml: '<span>const count: number = 3; // css</span>',
    js: 'const count = 3; // css',
    jsHtml: '<span>const count = 3; // css</span>',
  };
  const withCss: DemoCode = {
    stylings: [...code.stylings, { styling: 'css', files: [cssFile], sandbox: code.stylings[0]!.sandbox }],
  };
  const scrolled = jest.fn();

  beforeEach(() => {
    window.fetch = jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve(withCss) });
    Element.prototype.scrollIntoView = scrolled;
    scrolled.mockClear();
    Object.defineProperty(window, 'ResizeObserver', {
      value: class {
        observe() {}
        disconnect() {}
      },
      configurable: true,
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the code in the linked styling and language, and scrolls the demo into view', async () => {
    window.history.replaceState(null, '', '/#css-InventoryCount.js');
    // Another code file than the other tests', whose fetch is cached.
    renderDemo({ ...data, stylings: ['system', 'css'], codeUrl: '/demo-code/example-InventoryCount.css.json' });
    expect(await screen.findByText('const count = 3; // css')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Styling' })).toHaveValue('css');
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    // The link chose for this demo only: the reader's stored preferences are untouched.
    expect(document.cookie).not.toContain('codeStyling=css');
  });

  it('follows a hash that changes on the same page, and ignores other demos and headings', async () => {
    renderDemo();
    expect(screen.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
    for (const hash of ['#OtherDemo', '#inventorycount']) {
      act(() => {
        window.history.replaceState(null, '', `/${hash}`);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(screen.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false');
    }
    act(() => {
      window.history.replaceState(null, '', '/#InventoryCount');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('const count: number = 3;')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});

describe('Editing a demo', () => {
  // The editor's chunk (the highlighter, Sucrase) is compiled for Jest on its first import, which
  // on a fresh clone takes longer than a query waits: load it once before the tests reach for it.
  beforeAll(() => loadEditorKit(), 60_000);

  it('runs the edited code once typing pauses, marks the demo edited, and resets to the original', async () => {
    const user = userEvent.setup();
    renderDemo(data, { system: () => Promise.resolve({ default: {} }) });
    const preview = await screen.findByText('3 pallets in stock');
    const previewRoot = preview.closest('.demo-root');
    if (!(previewRoot instanceof HTMLElement)) throw new Error('The demo has no preview.');
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const code = await screen.findByText('const count: number = 3;');
    act(() => code.closest('pre')?.focus());
    const editorName = 'Code of InventoryCount: InventoryCount.tsx (editable)';
    const editor = await screen.findByRole('textbox', { name: editorName });
    expect(editor).toHaveValue('const count: number = 3;');
    fireEvent.change(editor, {
      target: { value: 'export default function InventoryCount() { return <p>4 pallets in stock</p>; }' },
    });
    expect(screen.getByText('Edited')).toBeInTheDocument();
    await waitFor(() => expect(previewRoot).toHaveTextContent('4 pallets in stock'));
    expect(previewRoot).toHaveAttribute('data-edited', 'true');
    // The edit survives hiding and showing the code.
    await user.click(screen.getByRole('button', { name: 'Hide code' }));
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(screen.getByRole('textbox', { name: editorName })).toHaveValue(
      'export default function InventoryCount() { return <p>4 pallets in stock</p>; }',
    );
    await user.click(screen.getByRole('button', { name: 'Reset demo' }));
    await waitFor(() => expect(previewRoot).toHaveTextContent('3 pallets in stock'));
    expect(previewRoot).not.toHaveAttribute('data-edited');
    expect(screen.queryByText('Edited')).toBeNull();
    expect(screen.getByRole('textbox', { name: editorName })).toHaveValue('const count: number = 3;');
  });

  it('opens the editor with the caret where the reader pressed in the code, once the editor has loaded', async () => {
    const user = userEvent.setup();
    renderDemo(data, { system: () => Promise.resolve({ default: {} }) });
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    const code = await screen.findByText('const count: number = 3;');
    const text = code.firstChild;
    if (!text) throw new Error('The code has no text.');
    // jsdom places no caret from a point: the browser's answer is the 7th character of the code.
    const caretRangeFromPoint = jest.fn(() => {
      const range = document.createRange();
      range.setStart(text, 6);
      return range;
    });
    Object.defineProperty(document, 'caretRangeFromPoint', { value: caretRangeFromPoint, configurable: true });
    try {
      // (jsdom's pointer events have no coordinates; a mouse event of the same type has.)
      fireEvent(code, new MouseEvent('pointerdown', { bubbles: true, clientX: 30, clientY: 12 }));
      const editor = await screen.findByRole('textbox', {
        name: 'Code of InventoryCount: InventoryCount.tsx (editable)',
      });
      await waitFor(() => expect(editor).toHaveFocus());
      expect(editor).toHaveProperty('selectionStart', 6);
      expect(caretRangeFromPoint).toHaveBeenCalledWith(30, 12);
    } finally {
      Reflect.deleteProperty(document, 'caretRangeFromPoint');
    }
  });
});
