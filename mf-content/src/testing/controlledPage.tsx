import type { ComponentType } from 'react';
import { mockPage } from '@inercise/shared/testing';
import { lazyPage, type LazyPage } from '../routes/lazyPage';

export interface ControlledPage {
  page: LazyPage;
  /** How many times the page's code was asked for. */
  loads: () => number;
  /** Ends the latest request for the page's code with its stand-in, or with a failure. */
  arrive: () => void;
  fail: () => void;
}

/**
 * A lazy page whose code arrives (or fails) only when the test says so. The page's code is its own chunk, not an
 * API call, so the fake API cannot hold it; what arrives is the usual stand-in, a heading with the page's name.
 */
export function controlledPage(name: string): ControlledPage {
  const pending: { resolve: (page: ComponentType) => void; reject: (error: Error) => void }[] = [];
  const page = lazyPage(
    name,
    () => new Promise<ComponentType>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return {
    page,
    loads: () => pending.length,
    arrive: () => pending.at(-1)?.resolve(mockPage('Page', name).Page!),
    fail: () => pending.at(-1)?.reject(new Error(`the ${name} chunk failed to load`)),
  };
}
