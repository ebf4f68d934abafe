import { addTranslations } from '@inercise/shared';
import { catalogTranslations } from './catalogTranslations';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
addTranslations('catalog', catalogTranslations);
