import {
  createNavigationProgress,
  FINISH_MS,
  nextPhase,
  SHOW_AFTER_MS,
  type ProgressEvent,
  type ProgressPhase,
} from '../../src/components/layout/navigation-progress';

describe('nextPhase', () => {
  it.each<[ProgressPhase, ProgressEvent, ProgressPhase]>([
    ['idle', 'start', 'waiting'],
    ['waiting', 'timer', 'loading'],
    ['waiting', 'finish', 'idle'],
    ['loading', 'finish', 'finishing'],
    ['loading', 'start', 'loading'],
    ['finishing', 'timer', 'idle'],
    ['finishing', 'start', 'waiting'],
    ['idle', 'finish', 'idle'],
    ['idle', 'timer', 'idle'],
    ['loading', 'timer', 'loading'],
    ['finishing', 'finish', 'finishing'],
  ])('%s + %s → %s', (phase, event, next) => {
    expect(nextPhase(phase, event)).toBe(next);
  });
});

describe('createNavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for a navigation that finishes within the delay', () => {
    const progress = createNavigationProgress();
    const phases: ProgressPhase[] = [];
    progress.subscribe(() => phases.push(progress.phase()));
    progress.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS - 1);
    progress.finish();
    jest.advanceTimersByTime(10 * SHOW_AFTER_MS);
    expect(phases).toEqual(['waiting', 'idle']);
  });

  it('shows the bar once a navigation takes longer, and lets it run out after the page renders', () => {
    const progress = createNavigationProgress();
    progress.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS);
    expect(progress.phase()).toBe('loading');
    jest.advanceTimersByTime(5000);
    expect(progress.phase()).toBe('loading');
    progress.finish();
    expect(progress.phase()).toBe('finishing');
    jest.advanceTimersByTime(FINISH_MS - 1);
    expect(progress.phase()).toBe('finishing');
    jest.advanceTimersByTime(1);
    expect(progress.phase()).toBe('idle');
  });

  it('times a navigation from its first start, however often it is started again', () => {
    const progress = createNavigationProgress();
    progress.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS - 100);
    // Gatsby's own "delayed" signal for the same navigation does not restart the delay.
    progress.start();
    jest.advanceTimersByTime(100);
    expect(progress.phase()).toBe('loading');
  });

  it('waits again for a navigation that starts while the bar is running out', () => {
    const progress = createNavigationProgress();
    progress.start();
    jest.advanceTimersByTime(SHOW_AFTER_MS);
    progress.finish();
    progress.start();
    expect(progress.phase()).toBe('waiting');
    // The run-out timer of the previous navigation no longer applies.
    jest.advanceTimersByTime(FINISH_MS);
    expect(progress.phase()).toBe('waiting');
    jest.advanceTimersByTime(SHOW_AFTER_MS - FINISH_MS);
    expect(progress.phase()).toBe('loading');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const progress = createNavigationProgress();
    const listener = jest.fn();
    const unsubscribe = progress.subscribe(listener);
    progress.start();
    unsubscribe();
    jest.advanceTimersByTime(SHOW_AFTER_MS);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
