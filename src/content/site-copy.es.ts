import type * as en from './site-copy';
import { company } from './company';
import { retention } from './retention';
import { capitalized, servicesInProse } from './service-list';
import type { Translation } from '../i18n/translation';

export const heroCopy: Translation<typeof en.heroCopy> = {
  headline: 'Asistencia en carretera por una fracción del costo',
  subheading: `${capitalized(servicesInProse())}. Llame o envíenos un mensaje de texto y un técnico irá a ayudarlo. No se requiere seguro.`,
  callLabel: `Llame ahora: ${company.heroPhone.display}`,
  textLabel: 'Envíenos un mensaje de texto',
};

export const aboutCopy: Translation<typeof en.aboutCopy> = {
  heading: 'Servicio superior, atención personalizada',
  paragraphs: [
    'Nuestros clientes son lo primero. Cuando usted se queda varado a un lado del camino, lo atiende una persona real por teléfono, le damos un precio claro y le enviamos un técnico que cuida su auto como si fuera propio.',
    `Quien fundó la empresa tiene ${company.founderExperience} de experiencia en servicio de grúa y asistencia en carretera, y la creó para dar a los conductores una ayuda rápida y honesta por una fracción de lo que suelen pagar.`,
    `Envíenos un mensaje de texto o llámenos cuando necesite ayuda: atendemos ${company.hours}. No se requiere seguro: puede usar su cobertura de asistencia en carretera si la tiene, o simplemente pagarnos directamente.`,
  ],
};

export const logoStripCopy: Translation<typeof en.logoStripCopy> = {
  heading: 'Con la confianza de las principales aseguradoras',
  logoAlt: (number) => `Empresa ficticia número ${number}`,
};

export const newsletterCopy: Translation<typeof en.newsletterCopy> = {
  text: 'Suscríbase a nuestro boletín semanal. ¡Nunca le enviaremos spam!',
  label: 'Correo electrónico',
  placeholder: 'Su correo electrónico',
  button: 'Suscribirse',
  thanks:
    'Ya casi termina: le enviamos un correo electrónico. Presione el enlace que contiene para confirmar su suscripción.',
  alreadySubscribed: `Esta dirección ya se suscribió, así que no tiene que hacer nada más aquí. Si todavía no confirmó, presione el enlace del correo que le enviamos (revise también la carpeta de spam). Una suscripción sin confirmar vence a los ${retention.newsletterUnconfirmedDays} días; entonces puede suscribirse de nuevo.`,
  invalidEmail: 'Dirección de correo electrónico no válida',
  failureAction: 'completar su suscripción',
};
