import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { whenRehydrated } from '../store/appStore';
import { i18n } from '../i18n/i18n';
import { AppRoot } from './AppRoot';

export interface ApplicationProps {
  /** The element the host gives this application to render into. */
  domElement?: HTMLElement;
  name?: string;
}

/**
 * single-spa lifecycles for a team's React application: its own React root, wrapped in the shared provider stack.
 * Mounting waits for the persisted store, so a logged-in shopper is never taken for a guest.
 */
export function createApplication(name: string, Root: ComponentType): LifeCycles<ApplicationProps> {
  function Wrapped() {
    return (
      <AppRoot name={name}>
        <Root />
      </AppRoot>
    );
  }
  const lifecycles = singleSpaReact<ApplicationProps>({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    // Last line of defence, should the provider stack itself fail: a plain translated notice.
    errorBoundary: () => <p role="alert">{i18n.t('errors.unexpected')}</p>,
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      const existing = document.getElementById(`app-${name}`);
      if (existing) return existing;
      const element = document.createElement('div');
      element.id = `app-${name}`;
      (document.querySelector('main') ?? document.body).appendChild(element);
      return element;
    },
  });
  return {
    bootstrap: [() => whenRehydrated(), lifecycles.bootstrap],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  } as LifeCycles<ApplicationProps>;
}
