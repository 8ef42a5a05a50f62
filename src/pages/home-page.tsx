import { usePageMeta } from '../app/use-page-meta';
import { AboutSection } from '../components/sections/about-section';
import { HeroSection } from '../components/sections/hero-section';
import { LogoStrip } from '../components/sections/logo-strip';

export function HomePage() {
  usePageMeta(
    'Roadside Assistance at a Fraction of the Cost',
    'Lockouts, tire changes, jump starts, fuel delivery and EV charging. Call or text (888) 868-4111. Insurance is not required.',
  );
  return (
    <>
      <HeroSection />
      <AboutSection />
      <LogoStrip />
    </>
  );
}
