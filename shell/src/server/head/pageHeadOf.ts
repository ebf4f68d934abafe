import type { Language } from '@inercise/shared';
import type { PageHead, StructuredData } from '@inercise/shared/first-screen';

/** A path of the shop under a language prefix; never `//` or `/\`, which browsers read as another site. */
export function isLanguagePath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && /^\/(?:pl|en)(?:[/?#][^\s\\]*)?$/.test(value) && !/^\/(?:pl|en)[/\\]{2}/.test(value);
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * What a remote's first screen says about its page, taken only in the shape PageHead has (a remote may be deployed
 * by another team, at another version): null without a title and a description.
 */
export function pageHeadOf(value: unknown): PageHead | null {
  if (!isObject(value) || typeof value.title !== 'string' || typeof value.description !== 'string' || value.title.trim() === '') return null;
  const head: PageHead = { title: value.title.trim(), description: value.description.trim() };
  if (isHttpUrl(value.image)) head.image = value.image;
  if (value.type === 'website' || value.type === 'article' || value.type === 'product') head.type = value.type;
  const paths = value.paths;
  if (isObject(paths) && isLanguagePath(paths.en) && isLanguagePath(paths.pl)) head.paths = { en: paths.en, pl: paths.pl } satisfies Record<Language, string>;
  if (Array.isArray(value.structuredData)) {
    const data = value.structuredData.filter((item): item is StructuredData => isObject(item) && typeof item['@type'] === 'string');
    if (data.length > 0) head.structuredData = data;
  }
  if (value.noindex === true) head.noindex = true;
  return head;
}
