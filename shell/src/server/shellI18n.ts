import { serverI18n } from '@inercise/shared/first-screen';
import { shellTranslations } from '../i18n/shellTranslations';

/** The shell's texts in either language, for what its server draws (header, footer, not-found page, titles). */
export const shellI18n = serverI18n('shell', shellTranslations);
