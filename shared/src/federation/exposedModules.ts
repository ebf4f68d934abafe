import type { LifeCycles } from 'single-spa';
import type { ApplicationProps } from '../react/createApplication';
import type { RemoteName } from '../routes/routeOwners';
import type { FragmentId, FragmentModule } from './fragments';

/** A remote's `./app`: the single-spa lifecycles the shell (or the standalone page) mounts. */
export type ApplicationModule = LifeCycles<ApplicationProps>;

/** The account team's `./session`: restores a session kept from an earlier visit at start-up (docs/product-rules.md#accounts). */
export interface SessionModule {
  startSession(): Promise<void>;
}

/**
 * Every module the remotes expose, by id (`<remote>/<exposed name>`), with what it exports: the fragments, each
 * remote's application and the session start-up. `loadRemoteModule` takes an id of this map and returns its type;
 * the contract test checks the map against each remote's federation config.
 */
export type ExposedModules = { [K in FragmentId]: FragmentModule<K> } & { [R in RemoteName as `${R}/app`]: ApplicationModule } & {
  'mf-account/session': SessionModule;
};

export type ExposedModuleId = keyof ExposedModules;
