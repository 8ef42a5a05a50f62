import lockoutsImage from '../assets/services/lockouts.svg';
import tireChangesImage from '../assets/services/tire-changes.svg';
import deadBatteryImage from '../assets/services/dead-battery.svg';
import fuelDeliveryImage from '../assets/services/fuel-delivery.svg';
import { servicesPageServices, type ServiceName, type ServicesPageServiceId } from './service-list';

/**
 * A service's icon, drawn in the text's colour by the pages: the paths of a Material icon (Apache
 * License 2.0) on a 24 × 24 grid, as `@mui/icons-material` draws it.
 */
export type ServiceIcon = readonly string[];

export interface Service extends ServiceName {
  icon: ServiceIcon;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
}

/** The services' icons (Lock Open, Tire Repair, Battery Charging Full, Local Gas Station). */
const icons = {
  lockOpen: [
    'M12 17c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m6-9h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6h1.9c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m0 12H6V10h12z',
  ],
  tireRepair: [
    'M18 7c0 .55.45 1 1 1 .28 0 .53-.11.71-.29.4-.4 1.04-2.46 1.04-2.46s-2.06.64-2.46 1.04c-.18.18-.29.43-.29.71',
    'M19 2c-2.76 0-5 2.24-5 5 0 2.05 1.23 3.81 3 4.58V13h1v5c0 .55-.45 1-1 1s-1-.45-1-1v-2c0-1.65-1.35-3-3-3-.35 0-.69.06-1 .17V5c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h6c1.1 0 2-.9 2-2v-3c0-.55.45-1 1-1s1 .45 1 1v2c0 1.65 1.35 3 3 3s3-1.35 3-3v-5h1v-1.42c1.77-.77 3-2.53 3-4.58 0-2.76-2.24-5-5-5M6 19.5l-2-2v-2.83l2 2zm0-5-2-2V9.67l2 2zm0-5-2-2V4.67l2 2zm4 8-2 2v-2.83l2-2zm0-5-2 2v-2.83l2-2zm0-5-2 2V6.67l2-2zm9 2.5c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3',
  ],
  batteryCharging: [
    'M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4M11 20v-5.5H9L13 7v5.5h2z',
  ],
  gasStation: [
    'm19.77 7.23.01-.01-3.72-3.72L15 4.56l2.11 2.11c-.94.36-1.61 1.26-1.61 2.33 0 1.38 1.12 2.5 2.5 2.5.36 0 .69-.08 1-.21v7.21c0 .55-.45 1-1 1s-1-.45-1-1V14c0-1.1-.9-2-2-2h-1V5c0-1.1-.9-2-2-2H6c-1.1 0-2 .9-2 2v16h10v-7.5h1.5v5c0 1.38 1.12 2.5 2.5 2.5s2.5-1.12 2.5-2.5V9c0-.69-.28-1.32-.73-1.77M12 10H6V5h6zm6 0c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  ],
} satisfies Record<string, ServiceIcon>;

const illustration = (src: string, alt: string) => ({ src, alt, width: 800, height: 600 });

/** What the services page shows of each service besides its name. */
const details: Record<ServicesPageServiceId, Omit<Service, keyof ServiceName>> = {
  lockouts: {
    icon: icons.lockOpen,
    description:
      'Keys locked inside? Our technician opens most cars, trucks and SUVs in minutes with professional lockout tools, without damaging your door, paint or weather stripping.',
    image: illustration(lockoutsImage, 'A car door being opened with a lockout tool'),
  },
  'tire-changes': {
    icon: icons.tireRepair,
    description:
      'Flat tire? We swap it for your spare with a proper floor jack and impact gun, torque the lug nuts, and check the spare’s pressure so you can get back on the road safely.',
    image: illustration(tireChangesImage, 'A wheel being changed with a jack and lug wrench'),
  },
  'dead-battery': {
    icon: icons.batteryCharging,
    description:
      'Car won’t start? We bring a commercial jump box that can start anything from a compact car to a 7.3L diesel truck, and check that your vehicle keeps running before we leave.',
    image: illustration(deadBatteryImage, 'A car battery connected to a jump box'),
  },
  'fuel-delivery': {
    icon: icons.gasStation,
    description:
      'Ran out of gas? We deliver enough fuel to get you to the nearest station, poured safely with a funnel so nothing spills on your car or the road.',
    image: illustration(fuelDeliveryImage, 'A gas can delivering fuel'),
  },
};

/**
 * The services of the services page (docs/product.md, Pages and routes: `/services`), in the order
 * and with the names of src/content/service-list.ts; the first is selected.
 */
export const services: readonly Service[] = servicesPageServices.map((service) => ({
  ...service,
  ...details[service.id],
}));

/**
 * The services page's own words: its heading, the intro around its two links (each link's words are
 * followed by the company's number) and the name of the group of choices.
 */
export const servicesPageCopy = {
  heading: 'Services',
  intro: {
    beforeTextLink: 'Need a technician?',
    textLink: 'Text us at',
    betweenLinks: 'and we will send one your way. Not using insurance?',
    callLink: 'Call',
    afterCallLink: 'for a price up front.',
  },
  chooseService: 'Choose a service',
} as const;
