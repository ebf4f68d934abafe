import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './afterFirstPaint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports paint entries when the test says the page painted. */
function paintObserver() {
  const observers: { callback: Callback; observing: boolean }[] = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: Callback; observing: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const paint = (name: string) =>
    observers
      .filter((observer) => observer.observing)
      .forEach((observer) => observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }));
  return { Observer: Observer as unknown as typeof PerformanceObserver, paint, observers };
}

function pageIn(visibilityState: DocumentVisibilityState): Document {
  return { visibilityState } as Document;
}

describe('afterFirstPaint', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the first contentful paint, not for the first paint of the background', async () => {
    jest.useFakeTimers();
    const { Observer, paint, observers } = paintObserver();
    let started = false;
    const waiting = afterFirstPaint({ document: pageIn('visible'), PerformanceObserver: Observer }).then(() => {
      started = true;
    });
    paint('first-paint');
    await Promise.resolve();
    expect(started).toBe(false);
    paint('first-contentful-paint');
    await waiting;
    expect(started).toBe(true);
    expect(observers.every((observer) => !observer.observing)).toBe(true);
  });

  it('goes on after the longest wait when nothing contentful is painted', async () => {
    jest.useFakeTimers();
    const { Observer } = paintObserver();
    let started = false;
    const waiting = afterFirstPaint({ document: pageIn('visible'), PerformanceObserver: Observer }).then(() => {
      started = true;
    });
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    await Promise.resolve();
    expect(started).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(started).toBe(true);
  });

  it('does not wait in a background tab, nor where paints are not reported', async () => {
    const { Observer, observers } = paintObserver();
    await afterFirstPaint({ document: pageIn('hidden'), PerformanceObserver: Observer });
    await afterFirstPaint({ document: pageIn('visible'), PerformanceObserver: undefined });
    expect(observers).toHaveLength(0);
  });
});
