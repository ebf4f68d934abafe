import { act, render, screen } from '@testing-library/react';
import type { FragmentId } from '../federation/fragments';
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

/** Each fragment stands in as its id and the count it was given. */
const loader = jest.fn(async (id: FragmentId) => ({ default: ({ count }: { count?: number }) => <p>{`${id} ${count ?? '-'}`}</p> }));

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
    render(<RemoteFragment fragment="mf-content/NewsletterForm" />);
    expect(await screen.findByText('mf-content/NewsletterForm -')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf-content/NewsletterForm');
  });

  it('fetches a deferred fragment only when its slot comes near the viewport, keeping the placeholder till then', async () => {
    render(
      <RemoteFragment fragment="mf-catalog/ProductTeasers" props={{ count: 2 }} placeholder={<span>reserved</span>} deferred />,
    );
    expect(screen.getByText('reserved')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    const observer = FakeObserver.last!;
    expect(observer.observed).toHaveLength(1);
    expect(observer.options.rootMargin).toMatch(/px/);
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(loader).not.toHaveBeenCalled();
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(await screen.findByText('mf-catalog/ProductTeasers 2')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(observer.observed).toHaveLength(0);
  });

  it("keeps the server's markup of a deferred fragment on screen until the fragment itself is drawn", async () => {
    const served = document.createElement('div');
    served.setAttribute('data-server-fragment', 'mf-catalog/ProductTeasers');
    served.innerHTML = '<a href="/en/product/inercise-device-set">Inercise device set</a>';
    document.body.appendChild(served);
    const { container } = render(
      <RemoteFragment fragment="mf-catalog/ProductTeasers" props={{ count: 1 }} placeholder={<span>reserved</span>} deferred />,
    );
    served.remove();
    expect(screen.queryByText('reserved')).toBeNull();
    expect(container.querySelector('a')).toHaveAttribute('href', '/en/product/inercise-device-set');
    act(() => FakeObserver.last!.callback([{ isIntersecting: true }]));
    expect(await screen.findByText('mf-catalog/ProductTeasers 1')).toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
  });

  it('loads a deferred fragment at once where the browser cannot tell what is in view', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<RemoteFragment fragment="mf-catalog/ProductTeasers" props={{ count: 3 }} deferred />);
    expect(await screen.findByText('mf-catalog/ProductTeasers 3')).toBeInTheDocument();
  });

  it('takes only what the Fragments map says each fragment takes (checked by tsc, never rendered)', () => {
    // Each line must be a type error: tsc also fails when an expected error is gone.
    const wrongUses = () => [
      // @ts-expect-error the teasers' count is a number
      <RemoteFragment key={1} fragment="mf-catalog/ProductTeasers" props={{ count: '3' }} />,
      // @ts-expect-error the teasers take no title
      <RemoteFragment key={2} fragment="mf-catalog/ProductTeasers" props={{ title: 'Shop' }} />,
      // @ts-expect-error the mini cart takes no props
      <RemoteFragment key={3} fragment="mf-cart-checkout/MiniCart" props={{ open: true }} />,
      // @ts-expect-error no remote exposes this fragment
      <RemoteFragment key={4} fragment="mf-catalog/MiniCart" />,
    ];
    expect(typeof wrongUses).toBe('function');
  });
});
