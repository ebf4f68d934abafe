import { Suspense, lazy, startTransition, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { ExposedModules } from '../federation/exposedModules';
import type { FragmentId, FragmentProps } from '../federation/fragments';
import { FRAGMENT_MARKER_ATTRIBUTE, FRAGMENT_PROPS_ATTRIBUTE } from '../federation/fragmentMarker';
import { translationsReady } from '../i18n/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { Fallback } from './Fallback';
import { assertNoTestFault } from './testFault';

export type FragmentLoader = (id: FragmentId) => Promise<ExposedModules[FragmentId]>;

let loader: FragmentLoader = async (id) => {
  throw new Error(`no fragment loader: ${id} cannot be reached from this page`);
};

/** The host (the shell) says how fragments are fetched; a remote's standalone page may have none. */
export function setFragmentLoader(next: FragmentLoader): void {
  loader = next;
}

interface SlotProps<K extends FragmentId> {
  /** The fragment's module id, e.g. 'mf-cart-checkout/MiniCart'; its default export is the component. */
  fragment: K;
  /** Shown while loading; keeps the slot's size so nothing shifts. */
  placeholder?: ReactNode;
  /** Below the fold: the fragment (and its bundle) is fetched only when its slot comes near the viewport. */
  deferred?: boolean;
}

/**
 * What the fragment takes, as the Fragments map says (fragments are plain React components rendered in the
 * host's tree); required only when the fragment has a required prop.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is the empty props object: "P has no required prop"
type PropsOf<K extends FragmentId> = {} extends FragmentProps<K> ? { props?: FragmentProps<K> } : { props: FragmentProps<K> };

type Props<K extends FragmentId> = SlotProps<K> & PropsOf<K>;

/** Inside this module a fragment is any fragment: its props were checked where it was placed. */
type AnyFragment = ComponentType<Record<string, unknown>>;
type AnyProps = Omit<SlotProps<FragmentId>, 'deferred'> & { props?: Record<string, unknown> };

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

function Fragment({ name, Component, props }: { name: string; Component: AnyFragment; props?: Record<string, unknown> }) {
  assertNoTestFault(name);
  return <Component {...props} />;
}

/**
 * Another team's fragment inside this tree, behind its own error boundary and a translated retry. Drawn on the
 * server (static markup, no window), it is a marker holding its placeholder: the shell's server fills it with the
 * fragment's own server markup (see federation/fragmentMarker.ts).
 */
export function RemoteFragment<K extends FragmentId>(props: Props<K>) {
  const { fragment, placeholder, props: fragmentProps } = props as AnyProps;
  if (typeof window === 'undefined') return <div {...markerAttributes(fragment, fragmentProps)}>{placeholder}</div>;
  return <BrowserFragment {...(props as AnyProps)} deferred={props.deferred} />;
}

function markerAttributes(fragment: string, props: Record<string, unknown> | undefined): Record<string, string> {
  return { [FRAGMENT_MARKER_ATTRIBUTE]: fragment, [FRAGMENT_PROPS_ATTRIBUTE]: JSON.stringify(props ?? {}) };
}

/**
 * The markup the shell's server put in this fragment's marker, read before the application's first commit takes the
 * server's page away: until the fragment's own code has loaded, it stands in for the placeholder, so the shopper
 * does not see the server's teasers vanish and come back.
 */
function servedMarkup(fragment: string): string | null {
  const marker = document.querySelector(`[${FRAGMENT_MARKER_ATTRIBUTE}="${fragment}"]`);
  return marker && marker.innerHTML !== '' ? marker.innerHTML : null;
}

function BrowserFragment(props: AnyProps & { deferred?: boolean }) {
  const [served] = useState(() => servedMarkup(props.fragment));
  // The first render is the server's marker as it is, so an application adopting its first screen adopts this
  // too, leaving the served markup untouched; right after, the slot takes its usual course.
  const [asServed, setAsServed] = useState(served !== null);
  useEffect(() => {
    if (asServed) startTransition(() => setAsServed(false));
  }, [asServed]);
  if (asServed && served !== null) {
    return <div {...markerAttributes(props.fragment, props.props)} dangerouslySetInnerHTML={{ __html: served }} />;
  }
  return <FragmentSlot {...props} served={served} />;
}

/** The fragment once near the viewport; till then its placeholder, or the markup the server served in its place. */
function FragmentSlot({ deferred = false, served, ...rest }: AnyProps & { deferred?: boolean; served: string | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, deferred);
  // Markup of the shop's own server, drawn by another team's renderer from the catalogue: no shopper's input in it.
  const placeholder = served === null ? rest.placeholder : <div dangerouslySetInnerHTML={{ __html: served }} />;
  if (!near) {
    return (
      <div ref={slot} data-fragment-slot={rest.fragment}>
        {placeholder}
      </div>
    );
  }
  return <LoadedFragment {...rest} placeholder={placeholder} />;
}

function LoadedFragment({ fragment, props, placeholder = null }: AnyProps) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loader(fragment);
        // Loading the fragment added its bundle's namespace: its first render waits for the page language's texts.
        await translationsReady();
        return { default: loaded.default as AnyFragment };
      }),
    // A new attempt makes a new lazy component, so a failed load is tried again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fragment, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      name={fragment}
      fallback={() => <Fallback compact onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={placeholder}>
        <Fragment name={fragment} Component={Lazy as unknown as AnyFragment} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
