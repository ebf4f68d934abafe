import { act, render, screen } from '@testing-library/react';
import { RemoteFragment, setFragmentLoader } from './RemoteFragment';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly callback: Callback, readonly options: { rootMargin?: string }) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

const loader = jest.fn(async () => ({ default: ({ label }: Record<string, unknown>) => <p>{String(label)}</p> }));

beforeEach(() => {
  loader.mockClear();
  setFragmentLoader(loader);
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('RemoteFragment', () => {
  it('loads a fragment at once by default', async () => {
    render(<RemoteFragment remote="mf-content" module="./NewsletterForm" props={{ label: 'Form' }} />);
    expect(await screen.findByText('Form')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf-content', './NewsletterForm');
  });

  it('fetches a deferred fragment only when its slot comes near the viewport, keeping the placeholder till then', async () => {
    render(
      <RemoteFragment remote="mf-catalog" module="./ProductTeasers" props={{ label: 'Teasers' }} placeholder={<span>reserved</span>} deferred />,
    );
    expect(screen.getByText('reserved')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    expect(observer.options.rootMargin).toMatch(/px/);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(loader).not.toHaveBeenCalled();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(await screen.findByText('Teasers')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(observer.observed).toHaveLength(0);
  });

  it('loads a deferred fragment at once where the browser cannot tell what is in view', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<RemoteFragment remote="mf-catalog" module="./ProductTeasers" props={{ label: 'Teasers' }} deferred />);
    expect(await screen.findByText('Teasers')).toBeInTheDocument();
  });
});
