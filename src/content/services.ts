import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import TireRepairIcon from '@mui/icons-material/TireRepair';
import lockoutsImage from '../assets/services/lockouts.svg';
import tireChangesImage from '../assets/services/tire-changes.svg';
import deadBatteryImage from '../assets/services/dead-battery.svg';
import fuelDeliveryImage from '../assets/services/fuel-delivery.svg';
import { servicesPageServices, type ServiceName, type ServicesPageServiceId } from './service-list';

/** A service's icon: one of MUI's icons (`@mui/icons-material`), drawn in the text's colour. */
export type ServiceIcon = typeof LockOpenIcon;

export interface Service extends ServiceName {
  icon: ServiceIcon;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
}

const illustration = (src: string, alt: string) => ({ src, alt, width: 800, height: 600 });

/** What the services page shows of each service besides its name. */
const details: Record<ServicesPageServiceId, Omit<Service, keyof ServiceName>> = {
  lockouts: {
    icon: LockOpenIcon,
    description:
      'Keys locked inside? Our technician opens most cars, trucks and SUVs in minutes with professional lockout tools, without damaging your door, paint or weather stripping.',
    image: illustration(lockoutsImage, 'A car door being opened with a lockout tool'),
  },
  'tire-changes': {
    icon: TireRepairIcon,
    description:
      'Flat tire? We swap it for your spare with a proper floor jack and impact gun, torque the lug nuts, and check the spare’s pressure so you can get back on the road safely.',
    image: illustration(tireChangesImage, 'A wheel being changed with a jack and lug wrench'),
  },
  'dead-battery': {
    icon: BatteryChargingFullIcon,
    description:
      'Car won’t start? We bring a commercial jump box that can start anything from a compact car to a 7.3L diesel truck, and check that your vehicle keeps running before we leave.',
    image: illustration(deadBatteryImage, 'A car battery connected to a jump box'),
  },
  'fuel-delivery': {
    icon: LocalGasStationIcon,
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
