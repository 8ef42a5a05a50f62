import { TOOL_OPTIONS } from '../tools';
import { company } from '../company';
import type { LegalDocument } from './types';

/** The terms of service shown at /terms-of-service (docs/product.md, Pages and routes). */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: 'August 18, 2025',
  effectiveDateIso: '2025-08-18',
  intro: [
    {
      kind: 'paragraph',
      text: `These Terms of Service ("Terms") are an agreement between you and ${company.name} ("${company.shortName}", "we", "us" or "our"). They apply when you use our website, request roadside assistance from us, or apply to work with us as a driver.`,
    },
    {
      kind: 'paragraph',
      text: 'By using our website or services, or by submitting a driver application, you agree to these Terms. If you do not agree, please do not use our website or services. Our Privacy Policy explains how we handle your personal information.',
    },
  ],
  sections: [
    {
      heading: 'Our Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide roadside assistance, including:',
        },
        {
          kind: 'list',
          items: [
            'Lockouts: opening your vehicle when the keys are locked inside.',
            'Tire changes: replacing a flat tire with your spare.',
            'Dead battery jump starts.',
            'Fuel delivery: bringing enough fuel to get you to a gas station.',
            'EV charging: a mobile charge for an electric vehicle with a depleted battery.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To request help, call or text us at ${company.supportPhone.display}. Insurance is not required: you can pay for a service yourself, or use your insurance or motor club coverage where it applies.`,
        },
        {
          kind: 'paragraph',
          text: 'Services depend on your location, weather, road conditions and technician availability. Any arrival time we give you is an estimate, not a promise.',
        },
      ],
    },
    {
      heading: 'Customer Responsibilities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you request a service, you agree to:',
        },
        {
          kind: 'list',
          items: [
            'Give us accurate information about your name, phone number, location, vehicle and the problem.',
            'Be the owner of the vehicle or be authorized by the owner to request service on it. For lockouts, we may ask for identification and proof of ownership or authorization before opening the vehicle.',
            'Wait in a safe place, stay reachable by phone, and be with the vehicle when the technician arrives unless we agree otherwise.',
            'Tell the technician about any known hazards or vehicle problems, and follow reasonable safety instructions.',
            'Treat our technicians with respect. We may refuse or stop a service if the scene is unsafe or if anyone is abusive or threatening.',
          ],
        },
      ],
    },
    {
      heading: 'Driver Applications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Drivers apply to work with us through our online application. You must be at least 18 years old to apply, and the information you give us must be true and complete.',
        },
        {
          kind: 'paragraph',
          text: 'Submitting an application does not guarantee that we will engage you, and it does not create an employment or contractor relationship. We may accept or decline any application at our discretion, and we may contact you by phone or email about it.',
        },
      ],
    },
    {
      heading: 'Contractor Responsibilities',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Drivers we engage work as 1099 independent contractors, not as employees. Contractors are responsible for their own taxes, licenses, insurance and any permits the law requires.',
        },
        {
          kind: 'paragraph',
          text: 'Contractors supply their own tools. We do not supply tools, and a contractor cannot take calls until they have the required tools:',
        },
        {
          kind: 'list',
          // The checklist's own list (src/content/tools.ts), worded as the application words it.
          items: [...TOOL_OPTIONS],
        },
        {
          kind: 'paragraph',
          text: `Contractors are on call rather than working fixed shifts, and they set their own availability within our service window of ${company.hours}. Being on call is not the same as working 16 hours a day. Calls are not guaranteed: the number of calls depends on demand, and contractors who complete more calls earn more.`,
        },
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you pay for a service yourself, we will tell you the price before we dispatch a technician, and payment is due when the service is provided unless we agree otherwise. Fuel delivered to you may be charged in addition to the service price.',
        },
        {
          kind: 'paragraph',
          text: 'If you use insurance or motor club coverage, your provider pays for the covered service under its own terms. You are responsible for any amount your provider does not cover, and we will tell you about it before the service when we can.',
        },
        {
          kind: 'paragraph',
          text: 'Contractors are paid for completed calls under the terms of their separate contractor agreement. Time spent on call without an assigned job is not paid.',
        },
      ],
    },
    {
      heading: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, lost time or loss of use of a vehicle, arising from our website or services.',
        },
        {
          kind: 'paragraph',
          text: 'To the fullest extent the law allows, our total liability for any claim related to a service is limited to the amount you paid us for that service. We are not responsible for conditions that existed before our technician arrived, such as a worn tire, a failing battery or an underlying mechanical problem.',
        },
        {
          kind: 'paragraph',
          text: 'Some states do not allow these limits, so some of them may not apply to you.',
        },
      ],
    },
    {
      heading: 'Indemnification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You agree to defend, indemnify and hold harmless us and our owners, staff and contractors from any claims, losses, damages and costs, including reasonable legal fees, that arise from your breach of these Terms, from false information you gave us, from requesting service on a vehicle you are not authorized to access, or from your misuse of our website or services.',
        },
      ],
    },
    {
      heading: 'Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our website and services are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability and fitness for a particular purpose.',
        },
        {
          kind: 'paragraph',
          text: 'Roadside assistance is a temporary fix meant to get you moving again. It is not a repair. A jump start may not work on a damaged battery, and a spare tire or delivered fuel is meant only to get you to a place where the vehicle can be properly serviced. The information on our website is general and may change without notice.',
        },
      ],
    },
    {
      heading: 'Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may refuse, stop or end service to anyone who breaks these Terms, gives false information, or puts our technicians or others at risk. You may stop using our website and services at any time.',
        },
        {
          kind: 'paragraph',
          text: 'A contractor relationship may be ended as described in the contractor agreement. The sections on payments, limitation of liability, indemnification, disclaimers and governing law continue to apply after termination.',
        },
      ],
    },
    {
      heading: 'Changes to These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms from time to time. When we do, we will post the new version on this page and change the effective date at the top. Continuing to use our website or services after an update means you accept the updated Terms.',
        },
      ],
    },
    {
      heading: 'Governing Law',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms are governed by the laws of the State of ${company.governingLawState}, without regard to its conflict of law rules. Any dispute that is not resolved informally will be brought in the state or federal courts located in the State of ${company.governingLawState}, unless the law requires otherwise.`,
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these Terms limits any rights you have under consumer protection laws that cannot be waived by agreement.',
        },
      ],
    },
    {
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you have questions about these Terms, contact ${company.name}:`,
        },
        {
          kind: 'list',
          items: [`Email: ${company.supportEmail}`, `Phone: ${company.supportPhone.display}`],
        },
      ],
    },
  ],
};
