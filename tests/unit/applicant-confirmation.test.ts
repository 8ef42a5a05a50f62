import { describe, expect, it } from 'vitest';
import { applicantConfirmation } from '../../src/features/job-application/mail/applicant-confirmation';

/**
 * The applicant's confirmation goes to an address someone typed: it says plainly, right under its
 * heading and in the applicant's language, what to do if its reader did not apply
 * (docs/decisions/0070-every-held-application-reaches-a-person.md).
 */
const STATUS_URL = 'https://roadready.example.com/application-status#s1.x';

describe('the applicant’s confirmation', () => {
  it.each([
    [
      'en',
      'If you did not apply, ignore this email: someone typed your address into our driver application, and nothing more will be sent to you.',
    ],
    [
      'es',
      'Si usted no presentó una solicitud, ignore este correo: alguien escribió su dirección en nuestra solicitud para conductores, y no se le enviará nada más.',
    ],
  ] as const)(
    'in %s says right under its heading to ignore it if you did not apply',
    (language, sentence) => {
      const mail = applicantConfirmation(language, STATUS_URL);
      const lines = mail.text.split('\n').filter((line) => line.trim() !== '');
      expect(lines[1]).toBe(sentence);
      const html = mail.html.replace(/<[^>]+>/g, '\n').replace(/&#39;|&rsquo;/g, '’');
      const htmlLines = html
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(htmlLines.indexOf(sentence)).toBeGreaterThan(-1);
      expect(htmlLines.indexOf(sentence)).toBeLessThan(
        htmlLines.findIndex((line) => line.startsWith(language === 'en' ? 'Thank you' : 'Gracias')),
      );
    },
  );
});
