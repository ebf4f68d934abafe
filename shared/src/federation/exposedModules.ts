import type { LifeCycles } from 'single-spa';
import type { Product, SelectedProperty } from '../contracts';
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
 * The cart team's `./cartActions`: the one cart action other teams call (the catalog's add-to-cart button). The
 * cart team's gateway changes a guest's cart in the browser or a logged-in shopper's on the server, puts the answer
 * in the store and tells the header (`cart:itemAdded`); the promise rejects when the server refuses.
 */
export interface CartActionsModule {
  addToCart(product: Product, selectedProperties: SelectedProperty[], quantity?: number): Promise<void>;
}

/**
 * Every module the remotes expose, by id (`<remote>/<exposed name>`), with what it exports: the fragments, each
 * remote's application, the session start-up and the cart's add action. `loadRemoteModule` takes an id of this map and returns its type;
 * the contract test checks the map against each remote's federation config.
 */
export type ExposedModules = { [K in FragmentId]: FragmentModule<K> } & { [R in RemoteName as `${R}/app`]: ApplicationModule } & {
  'mf-account/session': SessionModule;
  'mf-cart-checkout/cartActions': CartActionsModule;
};

export type ExposedModuleId = keyof ExposedModules;
