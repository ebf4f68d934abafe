import { addTranslations } from '@inercise/shared';
import { accountTranslations } from './accountTranslations';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
addTranslations('account', accountTranslations);
