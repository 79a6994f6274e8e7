import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import { Ad } from '../../src/components/ads/Ad';
import { AdErrorBoundary } from '../../src/components/ads/AdErrorBoundary';
import { AdProvider, useAdConfig, type AdConfig } from '../../src/components/ads/AdProvider';
import { AdSlot } from '../../src/components/ads/AdSlot';
import { HOUSE_ADS } from '../../src/components/ads/house-ads';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';

const CONFIG: AdConfig = {
  enabled: true,
  scriptUrl: 'http://127.0.0.1:1/ad-script.js',
  serverUrl: null,
  serverName: 'Carbon',
  displayRatio: 0.1,
  houseAds: HOUSE_ADS,
  houseFallbackUrl: 'https://house.example/',
};

function renderAd(ui: React.ReactElement, config: AdConfig = CONFIG) {
  return render(
    <AdProvider config={config}>
      <LanguageProvider lang="en">{ui}</LanguageProvider>
    </AdProvider>,
  );
}

/** Math.random answers in order: appeal-or-in-house, which in-house ad, layout, display sampling. */
function drawRandom(...values: number[]) {
  const spy = jest.spyOn(Math, 'random');
  values.forEach((value) => spy.mockReturnValueOnce(value));
  return spy;
}

let events: unknown[][];

beforeEach(() => {
  jest.useFakeTimers();
  events = [];
  window.gtag = (...args: unknown[]) => events.push(args);
  document.querySelectorAll('script').forEach((script) => script.remove());
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete window.gtag;
});

const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('useAdConfig', () => {
  it('throws the documented message outside AdProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAdConfig();
      return null;
    }
    expect(() => render(<Probe />)).toThrow(
      'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>',
    );
  });
});

describe('Ad', () => {
  it('loads the ad script once and waits for its placement', () => {
    drawRandom(0.5, 0.5, 0.5, 0.5);
    const { container } = renderAd(<Ad />);
    advance(0);
    expect(document.querySelectorAll('script#_carbonads_js')).toHaveLength(1);
    expect(document.querySelector('script#_carbonads_js')).toHaveAttribute('src', CONFIG.scriptUrl);
    advance(500 * 5);
    expect(container.querySelector('[data-ad-label]')).toBeNull();
  });

  it('treats the placement as blocked on the 7th poll and shows an in-house ad', () => {
    drawRandom(0.5, 0.3, 0.9, 0.9);
    const { container } = renderAd(<Ad />);
    advance(500 * 5); // polls 1–6
    expect(container.querySelector('[data-ad-label]')).toBeNull();
    advance(500); // poll 7
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', HOUSE_ADS[1]?.link);
    expect(link).toHaveAttribute('data-ad-label', 'in-house-body-top-image');
    expect(link.querySelector('img')).toHaveAttribute('width', '130');
  });

  it('shows the ad-block appeal when the draw falls under 0.2', () => {
    drawRandom(0.1, 0.3, 0.9, 0.9);
    renderAd(<Ad />);
    advance(500 * 6);
    expect(screen.getByText('Ads keep these docs free')).toBeInTheDocument();
  });

  it('un-blocks when the placement appears late', () => {
    drawRandom(0.5, 0.3, 0.9, 0.9);
    const { container } = renderAd(<Ad />);
    advance(500 * 6);
    expect(screen.getByRole('link')).toBeInTheDocument();
    const placement = document.createElement('div');
    placement.id = 'carbonads';
    placement.innerHTML = '<a href="https://ads.example/click">Partner</a>';
    container.querySelector('[data-ad-third-party]')?.appendChild(placement);
    advance(500);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://ads.example/click');
    expect(container.querySelector('[data-ad-third-party]')).not.toHaveAttribute('hidden');
    expect(container.querySelector('[data-ad-label^="in-house"]')).toBeNull();
  });

  it("replaces the third party's house ad with one of ours", () => {
    drawRandom(0.5, 0, 0.1, 0.9);
    const placement = document.createElement('div');
    placement.className = 'carbonads';
    placement.innerHTML = '<a href="https://house.example/backers">House</a>';
    document.body.appendChild(placement);
    renderAd(<Ad />);
    expect(screen.getAllByRole('link').find((link) => link.getAttribute('data-ad-label'))).toHaveAttribute(
      'data-ad-label',
      'in-house-carbon-body-top-inline',
    );
    placement.remove();
  });

  it('sends a sampled display event after 2.5 s', () => {
    drawRandom(0.5, 0, 0.9, 0.05);
    renderAd(<Ad />, { ...CONFIG, scriptUrl: null });
    advance(2499);
    expect(events).toEqual([]);
    advance(1);
    expect(events).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
  });

  it('sends no display event when the ad unmounts first or the session is not sampled', () => {
    drawRandom(0.5, 0, 0.9, 0.05);
    const { unmount } = renderAd(<Ad />, { ...CONFIG, scriptUrl: null });
    advance(2000);
    unmount();
    advance(1000);
    drawRandom(0.5, 0, 0.9, 0.5);
    renderAd(<Ad />, { ...CONFIG, scriptUrl: null });
    advance(3000);
    expect(events).toEqual([]);
  });
});

describe('AdSlot', () => {
  it('reserves the space and renders nothing for bots', () => {
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1)');
    const { container } = renderAd(<AdSlot />);
    advance(500 * 30);
    expect(container.querySelector('[data-ad-slot="body-top"]')).toBeEmptyDOMElement();
    expect(document.querySelector('script')).toBeNull();
    agent.mockRestore();
  });

  it('loads the ad’s code after mount and shows the ad inside the reserved space', async () => {
    drawRandom(0.9, 0, 0.9, 0.9);
    const { container } = renderAd(<AdSlot />, { ...CONFIG, scriptUrl: null });
    const slot = container.querySelector('[data-ad-slot="body-top"]');
    expect(slot).toBeEmptyDOMElement();
    const ad = await screen.findByRole('link');
    expect(slot).toContainElement(ad);
    expect(ad).toHaveAttribute('data-ad-label', 'in-house-body-top-image');
  });

  it('renders nothing at all when ads are disabled', () => {
    const { container } = renderAd(<AdSlot />, { ...CONFIG, enabled: false });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AdErrorBoundary', () => {
  it('renders nothing and reports a crash event', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactElement {
      throw new Error('ad exploded');
    }
    const { container } = render(
      <div data-testid="page">
        <AdErrorBoundary placement="body-top">
          <Broken />
        </AdErrorBoundary>
      </div>,
    );
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(container).not.toBeEmptyDOMElement();
    expect(events).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'body-top' }]]);
  });
});
