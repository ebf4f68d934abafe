import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../routes/lazyPage';

/** A page stand-in: a heading with the page's name. */
function standIn(name: string): ComponentType {
  return function StandIn() {
    return <h1>{name} page</h1>;
  };
}

export interface ControlledPage {
  page: LazyPage;
  /** How many times the page's code was asked for. */
  loads: () => number;
  /** Ends the latest request for the page's code with its stand-in, or with a failure. */
  arrive: () => void;
  fail: () => void;
}

/** A lazy page whose code arrives (or fails) only when the test says so. */
export function controlledPage(name: string): ControlledPage {
  const pending: { resolve: (page: ComponentType) => void; reject: (error: Error) => void }[] = [];
  const page = lazyPage(
    name,
    () => new Promise<ComponentType>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    page,
    loads: () => pending.length,
    arrive: () => pending.at(-1)?.resolve(standIn(name)),
    fail: () => pending.at(-1)?.reject(new Error(`the ${name} chunk failed to load`)),
  };
}
