import type * as en from './about';
import { company } from './company';
import type { Translation } from '../i18n/translation';

export const aboutPageCopy: Translation<typeof en.aboutPageCopy> = {
  heading: 'Quiénes somos',
  lead: 'Asistencia en carretera que lo trata como a un vecino, por una fracción del costo habitual.',
  sections: [
    {
      heading: 'Los clientes son lo primero',
      paragraphs: [
        'Cuando su auto no arranca o sus llaves se quedaron adentro, usted quiere una respuesta rápida y un precio justo. En cada llamada lo atiende una persona que lo escucha, le dice cuánto costará antes de enviar a alguien y se mantiene en contacto con usted hasta que llega la ayuda.',
        'Nuestros técnicos son contratistas independientes de su zona que traen sus propias herramientas profesionales. Llegan preparados para resolver el problema en el lugar: abrir la puerta, cambiar la llanta, darle paso de corriente a la batería o llevarle combustible.',
      ],
    },
    {
      heading: 'Creada por alguien que conoce el oficio',
      paragraphs: [
        `Quien fundó la empresa tiene ${company.founderExperience} de experiencia en servicio de grúa y asistencia en carretera. Tras años de ver a conductores esperar horas y pagar de más por trabajos sencillos, creó ${company.name} para hacerlo mejor: envío rápido, precios honestos y técnicos orgullosos de su trabajo.`,
      ],
    },
    {
      heading: 'Llame o envíenos un mensaje de texto, con o sin seguro',
      paragraphs: [
        `Envíenos un mensaje de texto al ${company.heroPhone.display} para pedir un técnico, o llámenos si prefiere hablarlo por teléfono. No se requiere seguro: use su cobertura de asistencia en carretera si la tiene, o simplemente páguenos directamente.`,
      ],
    },
  ],
};
