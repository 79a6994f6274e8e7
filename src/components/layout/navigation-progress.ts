/**
 * The state of the navigation progress bar. A client-side navigation that finishes within
 * `SHOW_AFTER_MS` shows nothing (most do: Gatsby prefetches linked pages); a slower one shows the
 * bar until the new page has rendered, then lets it run out over `FINISH_MS`.
 */
export const SHOW_AFTER_MS = 300;
export const FINISH_MS = 200;

/**
 * `idle`: no navigation. `waiting`: one has started and is not slow yet. `loading`: it is slow,
 * the bar shows. `finishing`: it is done, the bar completes and fades.
 */
export type ProgressPhase = 'idle' | 'waiting' | 'loading' | 'finishing';

/** A navigation starts or finishes; a timer set on entering `waiting` or `finishing` runs out. */
export type ProgressEvent = 'start' | 'finish' | 'timer';

/** The phase after an event; events that do not apply to a phase leave it as it is. */
export function nextPhase(phase: ProgressPhase, event: ProgressEvent): ProgressPhase {
  switch (event) {
    case 'start':
      // A second navigation while the bar shows keeps it; the reader is still waiting.
      return phase === 'loading' ? 'loading' : 'waiting';
    case 'finish':
      if (phase === 'waiting') return 'idle';
      return phase === 'loading' ? 'finishing' : phase;
    case 'timer':
      if (phase === 'waiting') return 'loading';
      return phase === 'finishing' ? 'idle' : phase;
  }
}

const TIMER_MS: Partial<Record<ProgressPhase, number>> = { waiting: SHOW_AFTER_MS, finishing: FINISH_MS };

export interface NavigationProgress {
  phase(): ProgressPhase;
  subscribe(listener: () => void): () => void;
  start(): void;
  finish(): void;
}

/** The phase with its timers, as a store React components subscribe to. */
export function createNavigationProgress(): NavigationProgress {
  let phase: ProgressPhase = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const dispatch = (event: ProgressEvent) => {
    const next = nextPhase(phase, event);
    if (next === phase) return;
    phase = next;
    clearTimeout(timer);
    const delay = TIMER_MS[phase];
    if (delay !== undefined) timer = setTimeout(() => dispatch('timer'), delay);
    listeners.forEach((listener) => listener());
  };
  return {
    phase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => dispatch('start'),
    finish: () => dispatch('finish'),
  };
}

/** The one store of the page: fed by the browser's route hooks (src/app/), read by the frame. */
export const navigationProgress = createNavigationProgress();
