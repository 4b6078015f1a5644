import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero } from '../components/hero';
import { AboutAndContactSection, FeaturesSection, PricingSection, StoreSection } from '../components/landing-sections';

export { loadShowcase as loader } from '../api/get-showcase';

export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.tagline'));
  return (
    <>
      <Hero />
      <FeaturesSection />
      <StoreSection />
      <PricingSection />
      <AboutAndContactSection />
    </>
  );
}
