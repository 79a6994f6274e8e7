import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop, backToTopVisible, SHOW_AFTER_SCREENS } from '../../src/components/layout/BackToTop';
import { navigationProgress, SHOW_AFTER_MS } from '../../src/components/layout/navigation-progress';
import { NavigationProgress } from '../../src/components/layout/NavigationProgress';
import { renderWithProviders } from './support/render';

const VIEWPORT = 800;

function matchMediaFor(matching: string[]) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: matching.includes(query),
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** Scrolls the window to `y` and lets the button's animation-frame update run. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe('BackToTop', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.scrollTo = jest.fn();
    matchMediaFor([]);
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  function renderButton() {
    renderWithProviders(
      <>
        <main id="main-content" tabIndex={-1}>
          content
        </main>
        <BackToTop targetId="main-content" />
      </>,
    );
    return screen.getByRole('button', { name: 'Back to top' });
  }

  it('appears once the reader has scrolled more than a screen and a half down', async () => {
    const button = renderButton();
    expect(button).toHaveAttribute('data-visible', 'false');
    await scrollTo(VIEWPORT * SHOW_AFTER_SCREENS);
    expect(button).toHaveAttribute('data-visible', 'false');
    await scrollTo(VIEWPORT * SHOW_AFTER_SCREENS + 1);
    expect(button).toHaveAttribute('data-visible', 'true');
    await scrollTo(100);
    expect(button).toHaveAttribute('data-visible', 'false');
  });

  it('scrolls to the top smoothly and moves focus to the start of the content', async () => {
    const button = renderButton();
    await scrollTo(5000);
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('jumps without animation for a reader who prefers reduced motion', async () => {
    matchMediaFor(['(prefers-reduced-motion: reduce)']);
    const button = renderButton();
    await scrollTo(5000);
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('is named in Chinese on Chinese pages', () => {
    renderWithProviders(<BackToTop targetId="main-content" />, { lang: 'zh' });
    expect(screen.getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
  });
});

describe('backToTopVisible on a narrow screen', () => {
  const reading = { viewportHeight: VIEWPORT, narrow: true, wasVisible: false };

  it('shows only while the reader scrolls back up, so it never sits under a finger reading down', () => {
    expect(backToTopVisible({ ...reading, y: 3000, previousY: 2900 })).toBe(false);
    expect(backToTopVisible({ ...reading, y: 2900, previousY: 3000 })).toBe(true);
    expect(backToTopVisible({ ...reading, y: 2900, previousY: 2900, wasVisible: true })).toBe(true);
    expect(backToTopVisible({ ...reading, y: 1000, previousY: 1100 })).toBe(false);
  });

  it('shows on a wide screen whichever way the reader scrolls', () => {
    expect(backToTopVisible({ ...reading, narrow: false, y: 3000, previousY: 2900 })).toBe(true);
  });
});

describe('NavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => {
      navigationProgress.finish();
      jest.runOnlyPendingTimers();
    });
    jest.useRealTimers();
  });

  it('draws the bar and says "Loading page…" politely only while a navigation is slow', () => {
    const { container } = renderWithProviders(<NavigationProgress />);
    const status = screen.getByRole('status');
    const bar = () => container.querySelector('[data-navigation-progress] > [aria-hidden="true"]');
    act(() => navigationProgress.start());
    expect(bar()).toBeNull();
    expect(status).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS));
    expect(bar()).not.toBeNull();
    expect(status).toHaveTextContent('Loading page…');
    act(() => navigationProgress.finish());
    expect(container.firstElementChild).toHaveAttribute('data-navigation-progress', 'finishing');
    expect(bar()).not.toBeNull();
    expect(status).toHaveTextContent('');
    act(() => jest.runOnlyPendingTimers());
    expect(bar()).toBeNull();
  });
});
