import { company } from '../company';
import { retention } from '../retention';
import type { LegalDocument } from './types';

/**
 * What the site's forms collect, in the policy's words: made from the forms' declarations (the
 * application's questions and the newsletter's fields; docs/decisions/0073), so that a question
 * added to a form is listed here as it is. The privacy policy page hands them in.
 */
export interface CollectedInformation {
  /** The items of the list of what the driver application collects. */
  fromApplicants: readonly string[];
  /** What a newsletter sign-up collects: "your email address and the language of …". */
  fromSubscribers: string;
}

/** The privacy policy shown at /privacy-policy (docs/product.md, Pages and routes). */
export const privacyPolicyOf = ({
  fromApplicants,
  fromSubscribers,
}: CollectedInformation): LegalDocument => ({
  title: 'Privacy Policy',
  effectiveDate: 'August 25, 2025',
  effectiveDateIso: '2025-08-25',
  intro: [
    {
      kind: 'paragraph',
      text: `This Privacy Policy explains how ${company.name} ("${company.shortName}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit our website, request roadside assistance, subscribe to our newsletter, or apply to work with us as a driver.`,
    },
    {
      kind: 'paragraph',
      text: 'We collect only what we need to help drivers on the road and to review driver applications. We do not use analytics tools, advertising cookies or any other third-party trackers on our website, and we do not sell your personal information.',
    },
  ],
  sections: [
    {
      heading: 'Information We Collect from Driver Applicants',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you apply through our online driver application, we collect the information you enter in the form:',
        },
        {
          kind: 'list',
          items: fromApplicants,
        },
        {
          kind: 'paragraph',
          text: 'We receive this information only when you submit the application. While you are still filling it in, your draft stays on your own device, as described in the Data Retention section below. Once your application has reached our onboarding team, we send one short confirmation email to the address you gave, in the language you applied in; it contains nothing you wrote, and it links to a private page that shows where your application stands. When our team has reviewed your application, we may send you one more email, saying that we will call you or that we cannot move forward with it right now; it greets you by your first name and contains nothing else you wrote.',
        },
      ],
    },
    {
      heading: 'Information We Collect from Customers and Website Visitors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you call or text us for roadside assistance, we collect the information we need to reach you and help you: your name, phone number, vehicle details (such as make, model, color and license plate), your location, and a description of the problem. When it is relevant to the service, we also collect payment details or your insurance or motor club details. If you use "Text us my location" on our website, your phone finds your position and the website puts it only into a text message on your phone, which you can read and change before you send it: the website never stores, logs or sends your position to us or anyone else, and we receive it only if you send that message.',
        },
        {
          kind: 'paragraph',
          text: 'Calls to and from our dispatch line may be recorded for quality, training and dispute resolution. If you prefer not to be recorded, you can text us instead. We keep the text messages you send to our service number.',
        },
        {
          kind: 'paragraph',
          text: `If you subscribe to our newsletter, we collect only ${fromSubscribers}. We first send that address one email asking to confirm the subscription, and send nothing more unless it is confirmed. You can unsubscribe at any time.`,
        },
        {
          kind: 'paragraph',
          text: 'Our website does not use analytics, advertising cookies or other third-party trackers, so we do not build a profile of how you browse our site. Like any website, our hosting provider may process basic technical information, such as your IP address, to deliver pages to your browser and keep the service secure. When you send a driver application or sign up for the newsletter, our website keeps, with it, a code made from the network address (IP address) it came from and a secret value that changes every day, and whether the request came from our own website’s security check. We never store the address itself. We use the code only to limit how many applications or sign-ups one place can send in an hour, so that a flood of fake ones cannot keep real ones from reaching us. The daily secret value is deleted two days after its day ends; from then on the code cannot be traced back to any address. The code is deleted with the application or sign-up it belongs to.',
        },
      ],
    },
    {
      heading: 'How We Use Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use the information we collect to:',
        },
        {
          kind: 'list',
          items: [
            'Dispatch a technician to you, keep you informed about arrival, and provide the roadside service you asked for.',
            'Bill for our services and, when you use insurance or a motor club, arrange coverage for the service.',
            'Review driver applications, contact applicants, and decide whether to engage an applicant as an independent contractor.',
            'Send our newsletter to subscribers who asked for it and confirmed their address. We send it only to the email address you gave us, and every message lets you unsubscribe.',
            'Train our team, improve the quality of our service, and resolve complaints or disputes.',
            'Prevent fraud, protect the safety of our customers and contractors, and comply with the law.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use your information for targeted advertising.',
        },
      ],
    },
    {
      heading: 'How We Share Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell personal information, and we do not share it for targeted advertising. We share information only in these cases:',
        },
        {
          kind: 'list',
          items: [
            'Service providers that work for us, such as our cloud hosting provider and our email delivery provider. They may use the information only to provide their services to us.',
            'The technician or contractor assigned to your call, who receives the details needed to reach you and help you.',
            'Your insurance company or motor club, when you use insurance or motor club coverage for a service, so that the service can be authorized and paid for.',
            'Law enforcement, courts or other authorities, when the law requires it, or when needed to protect the rights, property or safety of our customers, contractors, the public or us.',
            'A buyer or successor, if our business is sold or reorganized, subject to this Privacy Policy.',
          ],
        },
      ],
    },
    {
      heading: 'Independent Contractor Status',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Drivers apply to work with us as 1099 independent contractors, not as employees. Submitting an application, or any review of it, does not create an employment relationship or any other working relationship with us.',
        },
        {
          kind: 'paragraph',
          text: 'We use application information to decide whether to offer an independent contractor engagement. If we engage you, we may ask for more information, such as the tax information needed to issue a Form 1099, and we will handle it as described in this policy.',
        },
      ],
    },
    {
      heading: 'Storage and Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We store the information you send us with a cloud hosting provider, Google Firebase. When you submit a driver application, the tool photo is stored with that provider, and the application, including a link to the photo, is delivered by email to our onboarding team.',
        },
        {
          kind: 'paragraph',
          text: 'We use reasonable administrative, technical and physical safeguards to protect personal information. Information is sent to us over encrypted connections, and access is limited to the people and providers who need it to do their work.',
        },
        {
          kind: 'paragraph',
          text: 'No method of transmission over the internet or of electronic storage is 100% secure, so we cannot guarantee absolute security.',
        },
      ],
    },
    {
      heading: 'Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: `We keep driver applications for as long as we need them to evaluate the application, and afterwards for as long as we need them to meet legal, tax or record-keeping requirements or to resolve disputes. We keep customer service records, payment records and call recordings for as long as we need them to provide the service, handle insurance claims, resolve disputes and meet legal requirements. We keep a confirmed newsletter subscription until you unsubscribe. A newsletter sign-up that is not confirmed within ${retention.newsletterUnconfirmedDays} days is deleted automatically (the deletion can take up to one more day to complete).`,
        },
        {
          kind: 'paragraph',
          text: `Some of what you send with a driver application is deleted automatically. The email our website writes to our onboarding team from your application is deleted from our database ${retention.mailDocumentDays} days after that email has been delivered, and the application our website stored so that it could be emailed to our onboarding team is deleted ${retention.applicationDays} days after it was emailed, so that our team can answer you from that email until then (if the email cannot be delivered, or a person has to look at the application first, both are kept until that is done). The photo of your tools is deleted from our cloud storage ${retention.toolPhotoDays} days after you upload it. For the private page that shows where your application stands, our website keeps only your first name, the language you applied in and the date of each step (received, read by our team, we will call you, or not a fit right now), and deletes them ${retention.applicationStatusDays} days after your application was emailed to our onboarding team; the link to that page stops working then. Each deletion can take up to one more day to complete. The application email our onboarding team receives is kept as described above.`,
        },
        {
          kind: 'paragraph',
          text: "So that nothing is lost if the page reloads, the application form keeps an unfinished draft, your answers and the photo you chose, only on your own device, in your browser's storage. The draft is not sent to us until you submit the application.",
        },
        {
          kind: 'paragraph',
          text: 'The draft is deleted from your device when you send the application or when you choose "Start over". A draft you leave behind expires 7 days after you last changed it, and is deleted the next time the application page is opened. You can also clear it at any time by clearing this site\'s data in your browser.',
        },
      ],
    },
    {
      heading: 'Your Rights and Choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have some or all of these rights:',
        },
        {
          kind: 'list',
          items: [
            'Access: ask for a copy of the personal information we hold about you.',
            'Correction: ask us to correct information that is wrong or incomplete.',
            'Deletion: ask us to delete your personal information, unless we must keep it by law.',
            'Opt out of the newsletter: use the unsubscribe link in any newsletter email, or ask us to remove you.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To make a request, email us at ${company.privacyEmail}. We may need to confirm your identity before we act on a request, and we will not treat you differently for using your rights.`,
        },
      ],
    },
    {
      heading: "Children's Privacy",
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our services, our website and our driver applications are not intended for anyone under 18. Drivers must be at least 18 years old to apply.',
        },
        {
          kind: 'paragraph',
          text: `We do not knowingly collect personal information from anyone under 18. If you believe that someone under 18 has given us personal information, contact us at ${company.privacyEmail} and we will delete it.`,
        },
      ],
    },
    {
      heading: 'Updates to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this Privacy Policy from time to time. When we do, we will post the new version on this page and change the effective date at the top. If we make significant changes, we will make that clear on our website.',
        },
        {
          kind: 'paragraph',
          text: 'Please check this page from time to time. Continuing to use our website or services after an update means the updated policy applies.',
        },
      ],
    },
    {
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you have questions about this Privacy Policy or how ${company.name} handles your information, contact us:`,
        },
        {
          kind: 'list',
          items: [
            `Privacy requests and questions: ${company.privacyEmail}`,
            `Customer support: ${company.supportEmail}`,
            `Phone: ${company.supportPhone.display}`,
          ],
        },
      ],
    },
  ],
});
