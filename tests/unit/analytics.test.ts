import {
  clickEvent,
  pageViewParams,
  userProperties,
  webVitalParams,
} from '../../src/components/analytics/analytics-payloads';
import { startWebVitals } from '../../src/components/analytics/web-vitals';

jest.mock('web-vitals', () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}));

describe('pageViewParams', () => {
  it('reports the canonical path without language prefix or hash', () => {
    expect(
      pageViewParams({
        title: '数据表格',
        pathname: '/zh/x/react-data-grid/editing/',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      }),
    ).toEqual({
      page_title: '数据表格',
      page_location: '/x/react-data-grid/editing/',
      productId: 'x-data-grid',
      productCategoryId: 'x',
    });
    expect(
      pageViewParams({
        title: 'Editing',
        pathname: '/x/react-data-grid/editing',
        productId: 'x-data-grid',
        productCategoryId: 'x',
      }).page_location,
    ).toBe('/x/react-data-grid/editing/');
  });
});

describe('userProperties', () => {
  it('rounds the pixel ratio to 0.1', () => {
    const props = userProperties({
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      userLanguage: 'en',
      devicePixelRatio: 1.33333,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
    });
    expect(props).toEqual({
      codeVariant: 'TS',
      codeStylingVariant: 'MUI System',
      userLanguage: 'en',
      devicePixelRatio: 1.3,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
    });
  });
});

describe('clickEvent', () => {
  function element(html: string): Element {
    document.body.innerHTML = html;
    return document.querySelector('#target') as Element;
  }

  it('reads the data-ga-event attributes of the clicked element or an ancestor', () => {
    const target = element(
      '<a data-ga-event-category="ad" data-ga-event-action="click" data-ga-event-label="in-house"><span id="target">x</span></a>',
    );
    expect(clickEvent(target, () => 0)).toEqual({ category: 'ad', action: 'click', label: 'in-house' });
  });

  it('ignores clicks outside tracked elements', () => {
    expect(clickEvent(element('<p id="target">x</p>'), () => 0)).toBeNull();
    expect(clickEvent(null, () => 0)).toBeNull();
  });

  it('samples by data-ga-event-split', () => {
    const target = element('<button id="target" data-ga-event-category="demo" data-ga-event-split="0.1">x</button>');
    expect(clickEvent(target, () => 0.05)).not.toBeNull();
    expect(clickEvent(target, () => 0.5)).toBeNull();
  });
});

describe('webVitalParams', () => {
  it('rounds the delta for the event value and keeps the raw figures', () => {
    expect(webVitalParams({ value: 2510.6, delta: 2510.6, id: 'v5-1' })).toEqual({
      value: 2511,
      metric_label: 'Web Vitals',
      metric_value: 2510.6,
      metric_delta: 2510.6,
      metric_id: 'v5-1',
    });
  });
});

describe('startWebVitals sampling', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.clearAllMocks();
  });

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the library for a sampled session only', async () => {
    const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals');
    startWebVitals(0.0001, () => 0.5);
    await flush();
    expect(vitals.onLCP).not.toHaveBeenCalled();

    window.sessionStorage.clear();
    startWebVitals(0.0001, () => 0.00005);
    await flush();
    for (const name of ['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB']) expect(vitals[name]).toHaveBeenCalledTimes(1);
  });

  it('draws once per session', async () => {
    const random = jest.fn(() => 0.9);
    startWebVitals(0.5, random);
    startWebVitals(0.5, random);
    expect(random).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('docs-web-vitals-sampled')).toBe('0');
  });

  it('sends each metric as an event through the tag function', async () => {
    const vitals = jest.requireMock<Record<string, jest.Mock>>('web-vitals');
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => calls.push(args);
    startWebVitals(1, () => 0);
    await flush();
    const report = vitals.onLCP?.mock.calls[0]?.[0] as (metric: {
      name: string;
      value: number;
      delta: number;
      id: string;
    }) => void;
    report({ name: 'LCP', value: 1200.4, delta: 1200.4, id: 'v5-2' });
    expect(calls).toEqual([['event', 'LCP', expect.objectContaining({ value: 1200, metric_id: 'v5-2' })]]);
    delete window.gtag;
  });
});
