import { useTranslation } from '@inercise/shared/react-i18n';
import { AppPromo } from './AppPromo';
import { AtlasBanner } from './AtlasBanner';
import { ExerciseBlock } from './ExerciseBlock';
import { usePageMeta } from '@inercise/shared';

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
