import { isApiError } from '@inercise/shared';
import {
  ADMIN_ARTICLE_AUTHOR_MAX,
  ADMIN_ARTICLE_BODY_MAX,
  ADMIN_ARTICLE_IMAGE_ALT_MAX,
  ADMIN_ARTICLE_TITLE_MAX,
  AdminArticleDraftSchema,
  type AdminArticle,
  type AdminArticleDraft,
} from '@inercise/shared/admin';

/** What the editor holds, field by field, exactly as typed. */
export interface ArticleFormValues {
  titleEn: string;
  titlePl: string;
  bodyEn: string;
  bodyPl: string;
  author: string;
  datePublished: string;
  /** The header picture's names; empty until one is chosen. */
  image: string;
  thumbnail: string;
  /** The header picture's description per language (its alt text); empty: decorative. */
  imageAltEn: string;
  imageAltPl: string;
  /** The chosen category's id as the select holds it; empty for none. */
  categoryId: string;
}

/** A field of the form that can be wrong; the thumbnail goes with the picture. */
export type ArticleField = 'titleEn' | 'titlePl' | 'bodyEn' | 'bodyPl' | 'author' | 'datePublished' | 'image' | 'categoryId' | 'imageAltEn' | 'imageAltPl';

/** Each wrong field's problem: the API's code for it, the same whether the editor or the API found it. */
export type FieldProblems = Partial<Record<ArticleField, string>>;

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const fieldOrder: readonly ArticleField[] = ['author', 'datePublished', 'categoryId', 'image', 'titleEn', 'bodyEn', 'imageAltEn', 'titlePl', 'bodyPl', 'imageAltPl'];

/** The longest text each field takes, for its counter and its "too long" message. */
export const fieldLimits: Partial<Record<ArticleField, number>> = {
  titleEn: ADMIN_ARTICLE_TITLE_MAX,
  titlePl: ADMIN_ARTICLE_TITLE_MAX,
  bodyEn: ADMIN_ARTICLE_BODY_MAX,
  bodyPl: ADMIN_ARTICLE_BODY_MAX,
  author: ADMIN_ARTICLE_AUTHOR_MAX,
  imageAltEn: ADMIN_ARTICLE_IMAGE_ALT_MAX,
  imageAltPl: ADMIN_ARTICLE_IMAGE_ALT_MAX,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the owner's calendar, the day a new article is dated unless changed. */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    titleEn: article.titleDict.en,
    titlePl: article.titleDict.pl,
    bodyEn: article.bodyDict.en,
    bodyPl: article.bodyDict.pl,
    author: article.author,
    datePublished: article.datePublished,
    image: article.image,
    thumbnail: article.thumbnail,
    imageAltEn: article.imageAltDict.en,
    imageAltPl: article.imageAltDict.pl,
    categoryId: article.categoryId === null ? '' : String(article.categoryId),
  };
}

export function emptyFormValues(day: string): ArticleFormValues {
  return { titleEn: '', titlePl: '', bodyEn: '', bodyPl: '', author: '', datePublished: day, image: '', thumbnail: '', imageAltEn: '', imageAltPl: '', categoryId: '' };
}

/** The article's fields as the API takes them. */
export function draftOf(values: ArticleFormValues): Omit<AdminArticleDraft, 'published'> {
  return {
    titleDict: { en: values.titleEn, pl: values.titlePl },
    bodyDict: { en: values.bodyEn, pl: values.bodyPl },
    author: values.author,
    datePublished: values.datePublished,
    image: values.image,
    thumbnail: values.thumbnail,
    imageAltDict: { en: values.imageAltEn, pl: values.imageAltPl },
    categoryId: values.categoryId === '' ? null : Number(values.categoryId),
  };
}

/** The form's field of an API field path (`titleDict.en`), if it is one. */
const fieldOfPath: Record<string, ArticleField> = {
  'titleDict.en': 'titleEn',
  'titleDict.pl': 'titlePl',
  'bodyDict.en': 'bodyEn',
  'bodyDict.pl': 'bodyPl',
  author: 'author',
  datePublished: 'datePublished',
  image: 'image',
  thumbnail: 'image',
  'imageAltDict.en': 'imageAltEn',
  'imageAltDict.pl': 'imageAltPl',
  categoryId: 'categoryId',
};

/** Every wrong field, checked against the very schema the API applies; the first problem of each field counts. */
export function fieldProblemsOf(values: ArticleFormValues): FieldProblems {
  const checked = AdminArticleDraftSchema.safeParse(draftOf(values));
  if (checked.success) return {};
  const problems: FieldProblems = {};
  for (const issue of checked.error.issues) {
    const field = fieldOfPath[issue.path.join('.')];
    if (field && !problems[field]) problems[field] = issue.message;
  }
  return problems;
}

/** The field an API refusal is about, with its code, when it names one of the form's fields. */
export function fieldProblemOfRefusal(error: unknown): FieldProblems | null {
  if (!isApiError(error) || error.status !== 400 || !error.field) return null;
  const field = fieldOfPath[error.field];
  return field ? { [field]: error.message } : null;
}

/** Titles and the author without spaces around them, bodies without blank ends: what the API stores. */
const stored = (values: ArticleFormValues): ArticleFormValues => ({
  ...values,
  titleEn: values.titleEn.trim(),
  titlePl: values.titlePl.trim(),
  bodyEn: values.bodyEn.trim(),
  bodyPl: values.bodyPl.trim(),
  author: values.author.trim(),
  imageAltEn: values.imageAltEn.trim(),
  imageAltPl: values.imageAltPl.trim(),
});

/** Whether the form holds something the saved article does not; for a new one, anything typed at all. */
export function hasUnsavedChanges(values: ArticleFormValues, saved: AdminArticle | null): boolean {
  const baseline = saved ? formValuesOf(saved) : emptyFormValues(values.datePublished);
  return JSON.stringify(stored(values)) !== JSON.stringify(stored(baseline));
}
