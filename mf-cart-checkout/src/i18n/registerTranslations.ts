import { addTranslations } from '@inercise/shared';
import { cartTranslations } from './cartTranslations';

// Imported by every exposed module, so the namespace is there whichever part of this bundle loads first.
addTranslations('cart', cartTranslations);
