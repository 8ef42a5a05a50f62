import { AboutSection } from '../components/sections/about-section';
import { HeroSection } from '../components/sections/hero-section';
import { LogoStrip } from '../components/sections/logo-strip';
import { HydrateWhenTouched } from '../components/ui/hydrate-later';
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
      {/* Text and links: nothing to do until touched (decision 0086). */}
      <HydrateWhenTouched name="home-about">
        <AboutSection />
        <LogoStrip />
      </HydrateWhenTouched>
    </>
  );
}
