// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { company } from '../../../src/content/company';
import {
  describeLocationMessage,
  formatAccuracy,
  locationMessage,
} from '../../../src/features/share-location/location-message';
import { openInMessagesApp } from '../../../src/features/share-location/open-in-messages-app';
import { ShareLocationAction } from '../../../src/features/share-location/share-location-action';
import {
  PERMISSION_DENIED,
  fakeGeolocation,
  stubNavigator,
} from '../share-location/fake-geolocation';

// jsdom cannot navigate to sms:, so the test watches what the page asks the phone to open.
vi.mock('../../../src/features/share-location/open-in-messages-app', () => ({
  openInMessagesApp: vi.fn(),
}));
const opened = vi.mocked(openInMessagesApp);

const TIMES_SQUARE = { latitude: 40.7579747, longitude: -73.9855426, accuracy: 12 };
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/139.0.0.0';
const DESCRIBE =
  'Hola, necesito asistencia en carretera. Estoy en (carretera, dirección, salida o punto de referencia más cercano): ';

/** The body of an `sms:` URL, decoded. */
const bodyOf = (href: string) => decodeURIComponent(href.replace(/^sms:[^?&]*[?&]body=/, ''));

describe('the text message "Enviar mi ubicación por mensaje de texto" prepares, in Spanish', () => {
  it('asks for help, links to the position on a map and gives the accuracy in feet and meters', () => {
    expect(locationMessage(TIMES_SQUARE)).toBe(
      [
        'Hola, necesito asistencia en carretera. Mi ubicación:',
        'https://www.google.com/maps/search/?api=1&query=40.75797%2C-73.98554',
        'Precisión aproximada: 39 pies (12 m).',
      ].join('\n'),
    );
  });

  it('gives a larger accuracy in miles and kilometers', () => {
    expect(formatAccuracy(2000)).toBe('1.2 millas (2.0 km)');
  });

  it('asks the driver to say where they are when there is no position', () => {
    expect(describeLocationMessage()).toBe(DESCRIBE);
  });
});

describe('the Spanish location action', () => {
  let unstub: () => void = () => undefined;
  afterEach(() => {
    unstub();
    opened.mockClear();
  });

  it('is a link to the Spanish message before its code runs, and says in Spanish what it did', async () => {
    const fake = fakeGeolocation();
    unstub = stubNavigator({
      geolocation: fake.geolocation,
      userAgent: ANDROID,
      maxTouchPoints: 5,
    });
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ShareLocationAction />
      </AppProviders>,
    );
    const action = screen.getByRole('link', { name: 'Enviar mi ubicación por mensaje de texto' });
    expect(bodyOf(action.getAttribute('href') ?? '')).toBe(DESCRIBE);

    await user.click(action);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando su ubicación…');
    expect(screen.getByRole('link', { name: 'Dejar de buscar mi ubicación' })).toHaveTextContent(
      'Cancelar',
    );
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    fake.fail(PERMISSION_DENIED);

    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(bodyOf(opened.mock.calls[0]![0])).toBe(DESCRIBE);
    expect(opened.mock.calls[0]![0]).toMatch(
      new RegExp(`^sms:\\${company.heroPhone.e164}\\?body=`),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se agregó su ubicación: el acceso a la ubicación está desactivado para este sitio. Por favor, díganos en el mensaje dónde se encuentra. Abrir el mensaje',
    );
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Abrir el mensaje' }),
    ).toBeInTheDocument();
  });
});
