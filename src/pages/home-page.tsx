import { AboutSection } from '../components/sections/about-section';
import { HeroSection } from '../components/sections/hero-section';
import { LogoStrip } from '../components/sections/logo-strip';
import { HydrateLater } from '../components/ui/hydrate-later';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <HydrateLater>
        <AboutSection />
        <LogoStrip />
      </HydrateLater>
    </>
  );
}
