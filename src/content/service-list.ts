/**
 * The services the company offers, in order: the one list every other mention of them is made from
 * (page descriptions, the hero, the services page, the business's structured data, the web
 * manifest) or checked against by a unit test (the terms of service, docs/product.md), as
 * docs/decisions/0053-one-source-per-fact.md describes. Names only, so the pages that load first
 * carry no descriptions or pictures: src/content/services.ts adds those for the services page.
 */
export interface ServiceName {
  id: string;
  /** As a heading or a choice: "Tire Changes". */
  title: string;
  /** Within a sentence's list: "tire changes", "jump starts". */
  inList: string;
  /** Where a list names each service in full, when that differs: "dead battery jump starts". */
  inFullList?: string;
}

/** The choices of the services page (docs/product.md, Pages and routes: `/services`); the first is selected. */
export const servicesPageServices = [
  { id: 'lockouts', title: 'Lockouts', inList: 'lockouts' },
  { id: 'tire-changes', title: 'Tire Changes', inList: 'tire changes' },
  {
    id: 'dead-battery',
    title: 'Dead Battery',
    inList: 'jump starts',
    inFullList: 'dead battery jump starts',
  },
  { id: 'fuel-delivery', title: 'Fuel Delivery', inList: 'fuel delivery' },
] as const satisfies readonly ServiceName[];

export type ServicesPageServiceId = (typeof servicesPageServices)[number]['id'];

/** EV charging, which has a page of its own (`/ev-charging`). */
export const evChargingService: ServiceName = {
  id: 'ev-charging',
  title: 'EV Charging',
  inList: 'EV charging',
};

/** Every service offered: the services page's, then EV charging. */
export const offeredServices: readonly ServiceName[] = [...servicesPageServices, evChargingService];

/**
 * The services as a list inside a sentence, "lockouts, tire changes, jump starts, fuel delivery and
 * EV charging"; `full` names each in full ("dead battery jump starts").
 */
export function servicesInProse(
  list: readonly ServiceName[] = offeredServices,
  { full = false }: { full?: boolean } = {},
): string {
  const names = list.map((service) =>
    full ? (service.inFullList ?? service.inList) : service.inList,
  );
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The same text starting with a capital, to open a sentence. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
