import type { Language } from '@inercise/shared';
import { serverI18n } from '@inercise/shared/first-screen';
import { contentTranslations } from '../i18n/contentTranslations';

/** This team's texts on the server: every page's, in both languages (the browser downloads them page by page). */
export const contentI18n = serverI18n('content', contentTranslations);

/** The content namespace's texts in one language. */
export const contentTexts = (language: Language) => contentI18n(language).getFixedT(language, 'content');
