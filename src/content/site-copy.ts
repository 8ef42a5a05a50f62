import { company } from './company';
import { retention } from './retention';
import { capitalized, servicesInProse } from './service-list';

/** Copy quoted in docs/product.md, reproduced exactly, plus the site's own wording around it. */
export const heroCopy = {
  headline: 'Road Side Assistance at a fraction of the cost',
  subheading: `${capitalized(servicesInProse())}. Call or text and a technician is on the way. Insurance is not required.`,
  callLabel: `Call Now: ${company.heroPhone.display}`,
  /** The hero's text-message button. */
  textLabel: 'Text us',
} as const;

export const aboutCopy = {
  heading: 'Superior Service, Personalized Attention',
  paragraphs: [
    'Our customers come first. When you are stuck at the side of the road, you get a real person on the phone, a clear price, and a technician who treats your car like their own.',
    `Our founder has ${company.founderExperience} of experience in towing and roadside work, and built this company to give drivers fast, honest help at a fraction of what they are used to paying.`,
    `Text or call us whenever you need help: we answer ${company.hours}. Insurance is not required: you can use your roadside coverage if you have it, or simply pay us directly.`,
  ],
} as const;

export const logoStripCopy = {
  heading: 'Trusted by leading insurance companies',
  /** The alt text of the logo numbered `number` (1 to 4). */
  logoAlt: (number: number) => `Fake company number ${number}`,
} as const;

export const newsletterCopy = {
  text: 'Subscribe for weekly updates. No spams ever!',
  label: 'Email',
  placeholder: 'Your email address',
  button: 'Subscribe',
  /** A sign-up counts once the address confirms it (docs/decisions/0057-newsletter-double-opt-in.md). */
  thanks: 'Almost done: we sent you an email. Press the link in it to confirm your subscription.',
  alreadySubscribed: `This address has already signed up, so there's nothing more to do here. If you haven't confirmed yet, press the link in the email we sent you (check your spam folder too). A sign-up that isn't confirmed expires after ${retention.newsletterUnconfirmedDays} days; you can then sign up again.`,
  invalidEmail: 'Invalid email address',
  /** Completes "we couldn't …" in the message of a failed sign-up (lib/backend-error-message.ts). */
  failureAction: 'subscribe you',
} as const;
