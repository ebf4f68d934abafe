import { useParams } from '@inercise/shared/router';

/** Which thing an editor's address names: `new` for one not made yet, else its number (null when it is no number). */
export interface EditedId {
  /** The address's `:id` as typed, which the page reloads on. */
  param: string;
  isNew: boolean;
  id: number | null;
}

/** The `:id` of an editor's address (/admin/products/12, /admin/articles/new). */
export function useEditedId(): EditedId {
  const param = useParams().id ?? '';
  return { param, isNew: param === 'new', id: /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null };
}
