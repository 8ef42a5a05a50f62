import { company } from './company';
/**
 * Copy of the EV charging page (docs/product.md, Pages and routes: the heading and three
 * paragraphs).
 */
export const evChargingCopy = {
  heading: 'Fast, Reliable EV Charging When You Need It',
  paragraphs: [
    'Running low on charge shouldn’t leave you stranded. Our technicians bring a mobile charger to wherever you are, whether that’s the shoulder of the highway, a parking lot or your own driveway, and give your battery enough range to reach the next charging station.',
    'We keep drivers moving. Most EV charging calls are handled quickly, with a clear price up front and a real person who keeps you updated until the technician arrives. Insurance is not required: use your roadside coverage if you have it, or pay us directly.',
    `Our service is nationwide, with technicians on call ${company.hours}. Call or text us and we’ll get you back on the road.`,
  ],
  imageAlt: 'An electric car being charged from a mobile charger',
} as const;
