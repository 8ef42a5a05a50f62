import { englishWordsIn } from '../../fixtures/english-words';
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import {
  ApplicationWizard,
  type ApplicationWizardProps,
} from '../../../src/features/job-application/components/application-wizard';

/**
 * The application wizard as the Spanish build shows it (this folder's Vitest project resolves every
 * module to its Spanish sibling). The expected words are written out here, not imported: an import of
 * the catalogue would follow the overlay, and so would prove nothing about it.
 */

export async function renderSpanishWizard(props: ApplicationWizardProps = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <MemoryRouter>
        <ApplicationWizard {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { name: /Paso \d de 4/ });
  await waitFor(() =>
    expect(screen.queryByText('Cargando sus respuestas guardadas…')).not.toBeInTheDocument(),
  );
  return { user, ...view };
}

export const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Paso \d de 4/ });
export const nextButton = () => screen.getByRole('button', { name: 'Siguiente' });
export const backButton = () => screen.getByRole('button', { name: 'Atrás' });
export const submitButton = () =>
  screen.getByRole('button', { name: 'Confirmar y enviar solicitud' });
export const photoInput = () =>
  screen.getByLabelText(/^(Elegir una foto|Cambiar la foto) de sus herramientas/);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A yes/no question, found by the start of its Spanish wording. */
export const questionGroup = (question: string) =>
  screen.getByRole('group', { name: new RegExp(`^${escapeRegExp(question)}`) });

/** Answers a yes/no question, found by the start of its Spanish wording, with "Sí" or "No". */
export async function answerYesNo(user: UserEvent, question: string, answer: 'Sí' | 'No') {
  await user.click(within(questionGroup(question)).getByRole('radio', { name: answer }));
}

/** A text answer, found by the start of its Spanish label. */
export const textbox = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });

/**
 * What a visitor sees or hears of the page now: its text (visually hidden text included, as a screen
 * reader reads it), the accessible names and descriptions written in attributes, and the document's
 * title.
 */
export function everythingSaid(root: ParentNode = document.body): string {
  const attributes = ['aria-label', 'alt', 'placeholder', 'title', 'aria-valuetext'];
  const said = [document.title, root.textContent ?? ''];
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of attributes) {
      const value = element.getAttribute(attribute);
      if (value) said.push(value);
    }
  }
  return said.join('\n');
}

/** Fails with the English words found in what the page says now. */
export { englishWordsIn };

export function expectNoEnglish(root?: ParentNode) {
  expect(englishWordsIn(everythingSaid(root))).toEqual([]);
}
