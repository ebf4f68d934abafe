import { useTranslation } from '@inercise/shared/react-i18n';
import { usePageMeta } from '../head/usePageMeta';
import { AppPromo } from './AppPromo';
import { AtlasBanner } from './AtlasBanner';
import { ExerciseBlock } from './ExerciseBlock';

/** /excercise-atlas (the spec's spelling): banner with the counter, one exercise, the app promo. */
export function ExerciseAtlasPage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.atlas.title'), t('meta.atlas.description'));
  return (
    <>
      <AtlasBanner />
      <ExerciseBlock />
      <AppPromo />
    </>
  );
}
