import type { ProductDraft } from './productDraft';

/** What every panel of the product form gets: the draft, a way to change it, and each field's id and problem by its path. */
export interface PanelProps {
  draft: ProductDraft;
  /** Changes the draft; the problems of `path` (and of the fields under it) are cleared, as the owner is mending them. */
  change: (path: string, recipe: (draft: ProductDraft) => ProductDraft) => void;
  idOf: (path: string) => string;
  problem: (path: string) => string | undefined;
}
