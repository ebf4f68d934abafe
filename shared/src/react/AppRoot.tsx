import type { ReactNode } from 'react';
import { I18nextProvider } from '@inercise/shared/react-i18n';
import { Provider } from 'react-redux';
import { i18n as pageI18n } from '../i18n/i18n';
import { getStore } from '../store/appStore';
import type { AppStore } from '../store/makeStore';
import type { i18n as I18n } from 'i18next';
import { ErrorBoundary } from './ErrorBoundary';
import { Fallback } from './Fallback';

interface Props {
  /** Names the application or fragment in error reports. */
  name: string;
  children?: ReactNode;
  compact?: boolean;
  /** Tests pass their own fresh store and i18n; the page uses the singletons. */
  store?: AppStore;
  i18n?: I18n;
}

/** The one provider stack every application and fragment root uses: store, i18n and an error boundary. */
export function AppRoot({ name, children, compact, store, i18n }: Props) {
  return (
    <Provider store={store ?? getStore()}>
      <I18nextProvider i18n={i18n ?? pageI18n}>
        <ErrorBoundary name={name} fallback={(reset) => <Fallback onRetry={reset} compact={compact} />}>
          {children}
        </ErrorBoundary>
      </I18nextProvider>
    </Provider>
  );
}
