import type { Product, ProductType } from '@inercise/shared';

interface CatalogueInRender {
  products?: Product[];
  types?: ProductType[];
}

/** The catalogue the server's render in progress is drawn from; empty outside one, and always in the browser. */
let inRender: CatalogueInRender = {};

/**
 * Draws a server render from the catalogue fetched for it. Without this the pages would read the bundle's cached
 * copy, which on the server is trusted for a second only: on a loaded server that second can run out between the
 * fetch and the render, and the page would be sent as its loading state (while its handed-over data is whole).
 * The render is synchronous, so no other request's render can see this one's catalogue.
 */
export function drawFromCatalogue<T>(catalogue: CatalogueInRender, render: () => T): T {
  inRender = catalogue;
  try {
    return render();
  } finally {
    inRender = {};
  }
}

export const catalogueInRender = (): CatalogueInRender => inRender;
