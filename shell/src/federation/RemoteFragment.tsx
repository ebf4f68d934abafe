import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary, Fallback, type RemoteName } from '@inercise/shared';
import { loadRemoteModule } from './remoteModules';

interface Props {
  remote: RemoteName;
  /** The exposed module, e.g. './MiniCart'; its default export is the component. */
  module: string;
  /** What the fragment takes; fragments are plain React components rendered in the shell's tree. */
  props?: Record<string, unknown>;
  /** Shown while loading; keeps the slot's size so nothing shifts. */
  placeholder?: React.ReactNode;
}

/** A team's fragment in the shell's page, behind its own error boundary and a translated retry. */
export function RemoteFragment({ remote, module, props, placeholder = null }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(remote, module);
        return { default: loaded.default };
      }),
    // A new attempt makes a new lazy component, so a failed load is tried again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      name={`${remote}${module.slice(1)}`}
      fallback={() => <Fallback compact onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
