import { addTranslations } from '@inercise/shared';
import { contentTranslations } from './contentTranslations';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
addTranslations('content', contentTranslations);
