// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { jobsPageCopy } from '../../../src/content/jobs';
import { JobsPage } from '../../../src/pages/jobs-page';
import { startEachTestFromAnEmptyDevice } from '../wizard/wizard-helpers';
import { englishWordsIn, expectNoEnglish } from './no-english';

startEachTestFromAnEmptyDevice();

describe('the /jobs page in Spanish', () => {
  it('introduces the application in Spanish, with the wizard below', async () => {
    const view = render(
      <AppProviders>
        <MemoryRouter>
          <JobsPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Conduzca con nosotros' })).toBeVisible();
    expect(view.container).toHaveTextContent(
      'Buscamos técnicos de asistencia en carretera confiables',
    );
    await screen.findByRole('heading', { name: /Paso 1 de 4/ });
    await waitFor(() =>
      expect(screen.queryByText('Cargando sus respuestas guardadas…')).not.toBeInTheDocument(),
    );
    expectNoEnglish(view.container);
  });

  it('has a Spanish title, description and no-JavaScript notice', () => {
    expect(jobsPageCopy.title).toBe('Conduzca con nosotros: presente su solicitud en línea');
    for (const text of [jobsPageCopy.title, jobsPageCopy.description, jobsPageCopy.noScript]) {
      expect(englishWordsIn(text)).toEqual([]);
    }
  });
});
