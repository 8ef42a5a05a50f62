import lockoutsImage from '../assets/services/lockouts.svg';
import tireChangesImage from '../assets/services/tire-changes.svg';
import deadBatteryImage from '../assets/services/dead-battery.svg';
import fuelDeliveryImage from '../assets/services/fuel-delivery.svg';

export type ServiceIcon = 'lockout' | 'tire' | 'battery' | 'fuel';

export interface Service {
  id: string;
  icon: ServiceIcon;
  title: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
}

const illustration = (src: string, alt: string) => ({ src, alt, width: 800, height: 600 });

/**
 * The four services (docs/product.md, Pages and routes: `/services`), in order; the first is
 * selected.
 */
export const services: readonly Service[] = [
  {
    id: 'lockouts',
    icon: 'lockout',
    title: 'Lockouts',
    description:
      'Keys locked inside? Our technician opens most cars, trucks and SUVs in minutes with professional lockout tools, without damaging your door, paint or weather stripping.',
    image: illustration(lockoutsImage, 'A car door being opened with a lockout tool'),
  },
  {
    id: 'tire-changes',
    icon: 'tire',
    title: 'Tire Changes',
    description:
      'Flat tire? We swap it for your spare with a proper floor jack and impact gun, torque the lug nuts, and check the spare’s pressure so you can get back on the road safely.',
    image: illustration(tireChangesImage, 'A wheel being changed with a jack and lug wrench'),
  },
  {
    id: 'dead-battery',
    icon: 'battery',
    title: 'Dead Battery',
    description:
      'Car won’t start? We bring a commercial jump box that can start anything from a compact car to a 7.3L diesel truck, and check that your vehicle keeps running before we leave.',
    image: illustration(deadBatteryImage, 'A car battery connected to a jump box'),
  },
  {
    id: 'fuel-delivery',
    icon: 'fuel',
    title: 'Fuel Delivery',
    description:
      'Ran out of gas? We deliver enough fuel to get you to the nearest station, poured safely with a funnel so nothing spills on your car or the road.',
    image: illustration(fuelDeliveryImage, 'A gas can delivering fuel'),
  },
];
