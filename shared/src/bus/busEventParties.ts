import type { RemoteName } from '../routes/routeOwners';
import type { BusEventName } from './eventBus';

/** A package of the page whose source emits or hears bus events. */
export type BusParty = 'shared' | 'shell' | RemoteName;

export interface BusEventParties {
  /** The packages whose source calls `emit('<event>'`. */
  emitters: BusParty[];
  /** The packages whose source calls `on('<event>'`. */
  listeners: BusParty[];
}

/**
 * Who emits and who hears each bus event, by package: the doc comments of BusEvents in a form a test can check
 * against the source (busEventParties.test.ts). Not part of the browser entry: it is documentation.
 */
export const busEventParties: Record<BusEventName, BusEventParties> = {
  'cart:itemAdded': { emitters: ['mf-cart-checkout'], listeners: ['shell'] },
  'auth:loggedIn': { emitters: ['mf-account'], listeners: ['mf-cart-checkout'] },
  'language:failed': { emitters: ['shell'], listeners: ['shell'] },
};
