import { useTranslation } from '@inercise/shared/react-i18n';
import { BenefitsSection } from './BenefitsSection';
import { DeviceSection } from './DeviceSection';
import { FeatureBlocks } from './FeatureBlocks';
import { HeroSection } from './HeroSection';
import { LatestArticles } from './LatestArticles';
import { ProductsSection } from './ProductsSection';
import { usePageMeta } from '@inercise/shared';

export function HomePage() {
  const { t } = useTranslation('content');
  usePageMeta(t('meta.home.title'), t('meta.home.description'));
  return (
    <>
      <HeroSection />
      <FeatureBlocks />
      <BenefitsSection />
      <DeviceSection />
      <ProductsSection />
      <LatestArticles />
    </>
  );
}
