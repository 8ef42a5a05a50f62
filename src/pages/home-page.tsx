import { AboutSection } from '../components/sections/about-section';
import { HeroSection } from '../components/sections/hero-section';
import { LogoStrip } from '../components/sections/logo-strip';
import { HydrateLater } from '../components/ui/hydrate-later';
import { ShareLocationAction } from '../features/share-location';

export function HomePage() {
  return (
    <>
      <HeroSection
        locationAction={
          <ShareLocationAction
            buttonProps={{ size: 'large', color: 'inherit' }}
            statusSx={{ maxWidth: 560 }}
          />
        }
      />
      <HydrateLater>
        <AboutSection />
        <LogoStrip />
      </HydrateLater>
    </>
  );
}
