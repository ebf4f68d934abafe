import type { ComponentType } from 'react';
import type { PageHead } from '@inercise/shared';
import type { TFunction } from 'i18next';
import { contentTexts } from './contentI18n';
import { drawPage } from './drawPage';
import type { ServerPage } from './serverPage';

/**
 * A page drawn from its texts alone, with its head: the title and description its usePageMeta gives it (and
 * whatever else its head says, such as staying out of search results).
 */
export function staticPage(Page: ComponentType, head: (t: TFunction<'content'>) => PageHead): ServerPage {
  return async (request, route) => ({ html: drawPage(request, route, <Page />), head: head(contentTexts(request.language)) });
}
