/**
 * The language a visitor chose with the language switch, remembered on this device
 * (docs/decisions/0055-spanish-site.md). It is used in one place: the English home page, the site's
 * front door, opens the Spanish home page instead for a visitor who chose Spanish, before it paints
 * (REMEMBERED_LANGUAGE_SCRIPT). Every other address shows the language it names, and the browser's
 * language settings never send anyone anywhere.
 */
import type { Locale } from './locales';

export const LANGUAGE_KEY = 'roadready.language';

/** Called by the language switch. Storage may be unavailable (private modes); then nothing is kept. */
export function rememberLanguage(language: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered: the switch still leads to the other language.
  }
}

/**
 * The inline script at the top of the English home page's `<head>` (scripts/build.ts), allowed by its
 * hash in firebase.json's Content-Security-Policy.
 */
export const REMEMBERED_LANGUAGE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})==="es")location.replace("/es")}catch(e){}`;
