import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdProvider } from '../../src/components/ads/AdProvider';
import { CodePreferencesProvider } from '../../src/components/code/CodePreferencesProvider';
import Demo from '../../src/components/demo/Demo';
import { DemoDataProvider, type DemoCode, type DemoData } from '../../src/components/demo/DemoDataProvider';
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

function renderDemo() {
  const adConfig = {
    enabled: false,
    scriptUrl: null,
    serverUrl: null,
    serverName: 'Carbon',
    displayRatio: 0,
    houseAds: [],
    houseFallbackUrl: 'https://example.com/',
  };
  return renderWithProviders(
    <AdProvider config={adConfig}>
      <CodePreferencesProvider>
        <DemoDataProvider demos={[data]} adsDisabled>
          <Demo name="InventoryCount" loaders={{ system: () => Promise.resolve({ default: InventoryCount }) }} />
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
