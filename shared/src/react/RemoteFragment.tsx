import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { RemoteName } from '../routes/routeOwners';
import { translationsReady } from '../i18n/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { Fallback } from './Fallback';
import { assertNoTestFault } from './testFault';

type FragmentModule = { default: ComponentType<Record<string, unknown>> };
export type FragmentLoader = (remote: RemoteName, exposed: string) => Promise<FragmentModule>;

let loader: FragmentLoader = async (remote) => {
  throw new Error(`no fragment loader: ${remote} cannot be reached from this page`);
};

/** The host (the shell) says how fragments are fetched; a remote's standalone page may have none. */
export function setFragmentLoader(next: FragmentLoader): void {
  loader = next;
}

interface Props {
  remote: RemoteName;
  /** The exposed module, e.g. './MiniCart'; its default export is the component. */
  module: string;
  /** What the fragment takes; fragments are plain React components rendered in the host's tree. */
  props?: Record<string, unknown>;
  /** Shown while loading; keeps the slot's size so nothing shifts. */
  placeholder?: ReactNode;
  /** Below the fold: the fragment (and its bundle) is fetched only when its slot comes near the viewport. */
  deferred?: boolean;
}

/** How far below (or above) the viewport a deferred fragment starts loading, so it is there when scrolled to. */
const DEFERRED_FRAGMENT_MARGIN = '600px 0px';

/** Whether the element is near the viewport yet; true at once when not deferred or with no IntersectionObserver. */
function useNearViewport(slot: RefObject<HTMLElement | null>, deferred: boolean): boolean {
  const [near, setNear] = useState(() => !deferred || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DEFERRED_FRAGMENT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, slot]);
  return near;
}

function Fragment({ name, Component, props }: { name: string; Component: ComponentType<Record<string, unknown>>; props?: Record<string, unknown> }) {
  assertNoTestFault(name);
  return <Component {...props} />;
}

/** Another team's fragment inside this tree, behind its own error boundary and a translated retry. */
export function RemoteFragment({ deferred = false, ...rest }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, deferred);
  if (!near) {
    return (
      <div ref={slot} data-fragment-slot={`${rest.remote}${rest.module.slice(1)}`}>
        {rest.placeholder}
      </div>
    );
  }
  return <LoadedFragment {...rest} />;
}

function LoadedFragment({ remote, module, props, placeholder = null }: Omit<Props, 'deferred'>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const fragment = await loader(remote, module);
        // Loading the fragment added its bundle's namespace: its first render waits for the page language's texts.
        await translationsReady();
        return { default: fragment.default };
      }),
    // A new attempt makes a new lazy component, so a failed load is tried again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const name = `${remote}${module.slice(1)}`;
  return (
    <ErrorBoundary
      key={attempt}
      name={name}
      fallback={() => <Fallback compact onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={placeholder}>
        <Fragment name={name} Component={Lazy as unknown as ComponentType<Record<string, unknown>>} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
