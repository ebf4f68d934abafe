import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../routes/routeOwners';
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
}

function Fragment({ name, Component, props }: { name: string; Component: ComponentType<Record<string, unknown>>; props?: Record<string, unknown> }) {
  assertNoTestFault(name);
  return <Component {...props} />;
}

/** Another team's fragment inside this tree, behind its own error boundary and a translated retry. */
export function RemoteFragment({ remote, module, props, placeholder = null }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(async () => ({ default: (await loader(remote, module)).default })),
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
