/**
 * The cart's own rule (docs/product-rules.md#cart), once for the guest cart in the browser, the API's cart and the
 * merge of one into the other: which lines are the same line, and how many of one line a cart may hold.
 */

/** The most pieces one line may hold; "+" stops here and a merge or an add caps to it, never refuses. */
export const MAX_CART_LINE_QUANTITY = 99;

/** The canonical key of a line's chosen option values: their ids sorted, comma-joined ("" for none). */
export const optionsKey = (valueIds: readonly number[]): string => [...valueIds].sort((a, b) => a - b).join(',');

/** Two lines are one when they hold the same product with the same option values, in any order. */
export const isSameCartLine = (a: { productId: number; valueIds: readonly number[] }, b: { productId: number; valueIds: readonly number[] }): boolean =>
  a.productId === b.productId && optionsKey(a.valueIds) === optionsKey(b.valueIds);

/** A quantity a line may hold: at least 1, at most the cap. */
export const cappedQuantity = (quantity: number): number => Math.min(Math.max(1, Math.trunc(quantity)), MAX_CART_LINE_QUANTITY);

/** What a line holds after `added` more pieces of it: the sum, capped. */
export const quantityAfterAdding = (current: number, added: number): number => cappedQuantity(current + added);

/** Whether "+" may add one more piece to a line. */
export const canAddOneMore = (quantity: number): boolean => quantity < MAX_CART_LINE_QUANTITY;
