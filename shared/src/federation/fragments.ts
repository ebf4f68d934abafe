import type { ComponentType } from 'react';

/** A fragment that takes no props: passing any is a compile error. */
type NoProps = Record<string, never>;

/**
 * Every fragment a team exposes for other teams' pages, by module id (`<remote>/<exposed name>`), with the props
 * it takes. `RemoteFragment` checks its callers against this map and each remote types its component with it, so
 * a fragment's props cannot change on one side only. Changing an entry incompatibly raises CONTRACT_MAJOR.
 */
export interface Fragments {
  /** The first products as product blocks (the home page). */
  'mf-catalog/ProductTeasers': {
    /** How many of the first products to show (the home page shows 3). */
    count?: number;
    /** The names' heading level in the host page's outline. */
    headingLevel?: 2 | 3 | 4;
  };
  /** The header's cart control: a link to /cart with the item counter. */
  'mf-cart-checkout/CartIcon': NoProps;
  /** The header's cart panel: the cart's lines, its value and a link to /cart. */
  'mf-cart-checkout/MiniCart': NoProps;
  /** The header's user panel: greeting, orders, password and logout; or login and join us. */
  'mf-account/UserPanel': NoProps;
  /** The footer's newsletter sign-up. */
  'mf-content/NewsletterForm': NoProps;
}

export type FragmentId = keyof Fragments;
export type FragmentProps<K extends FragmentId> = Fragments[K];
/** What a remote's fragment component must be: `export default X satisfies FragmentComponent<'…'>`. */
export type FragmentComponent<K extends FragmentId> = ComponentType<FragmentProps<K>>;
/** A fragment's exposed module: the component is its default export. */
export interface FragmentModule<K extends FragmentId> {
  default: FragmentComponent<K>;
}
