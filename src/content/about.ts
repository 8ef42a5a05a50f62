import { company } from './company';

/**
 * The /about page: what the home about section says, at more length (docs/product.md, Pages and
 * routes).
 */
export const aboutPageCopy = {
  heading: 'About Us',
  lead: 'Roadside help that treats you like a neighbor, at a fraction of the usual cost.',
  sections: [
    {
      heading: 'Customers come first',
      paragraphs: [
        'When your car won’t start or your keys are locked inside, you want a quick answer and a fair price. Every call is answered by a person who listens, tells you what it will cost before anyone is sent, and stays in touch until help arrives.',
        'Our technicians are local independent contractors who carry their own professional tools. They show up prepared to fix the problem on the spot: open the door, change the tire, jump the battery or bring you fuel.',
      ],
    },
    {
      heading: 'Built by someone who has done the work',
      paragraphs: [
        `Our founder has ${company.founderExperience} of experience in towing and roadside work. After years of watching drivers wait hours and pay too much for simple jobs, they started ${company.name} to do it better: fast dispatch, honest prices and technicians who take pride in their work.`,
      ],
    },
    {
      heading: 'Call or text, with or without insurance',
      paragraphs: [
        `Text us at ${company.heroPhone.display} for a technician, or call if you would rather talk it through. Insurance is not required: use your roadside coverage if you have it, or simply pay us directly.`,
      ],
    },
  ],
} as const;
