import { use, type ComponentType } from 'react';

/** A page whose code is fetched when it is first needed, or ahead of that. */
export interface LazyPage {
  /** Names the page; its routes share one slot by this name, so moving between them keeps the page. */
  readonly name: string;
  /**
   * Fetches the page's code (once; again after a failure). Settles when the code is in hand or the fetch failed,
   * never rejects: a failure is for the page's render to report.
   */
  preload(): Promise<void>;
  /** Renders the page; suspends while its code loads and throws a failed load to the nearest error boundary. */
  readonly Page: ComponentType;
}

/**
 * A page split off into its own chunk. Unlike React.lazy it renders synchronously once its code has been fetched,
 * even on its very first render, so fetching ahead (before the application's first render) means no suspension.
 */
export function lazyPage(name: string, load: () => Promise<ComponentType>): LazyPage {
  let component: ComponentType | null = null;
  let attempt: Promise<ComponentType> | null = null;
  let failed = false;

  const start = (): Promise<ComponentType> => {
    if (attempt === null || failed) {
      failed = false;
      attempt = load().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
    }
    return attempt;
  };

  function Page() {
    // A failed attempt is rendered as failed (not retried from render, which would loop); preload() retries it.
    const Loaded = component ?? use(attempt ?? start());
    return <Loaded />;
  }

  return {
    name,
    Page,
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  };
}
