import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';

/**
 * A page module stood in by a heading with its name (`<name> page`), for a remote's route test: which page each
 * route draws. Named `mock…` so a hoisted `jest.mock` factory may call it; import @inercise/shared/testing before
 * the module under test, so it is loaded when the factory runs.
 */
export function mockPage(exportName: string, name: string): Record<string, () => ReactElement> {
  return { [exportName]: () => createElement('h1', null, `${name} page`) };
}

/** The application rendered at a URL, the router's warning about a route it does not know kept quiet. */
export function renderAtUrl(ui: ReactElement, url: string): HTMLElement {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    window.history.replaceState(null, '', url);
    return render(ui).container;
  } finally {
    warn.mockRestore();
  }
}
