// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { MobileCallBar } from '../../../src/components/layout/mobile-call-bar';
import { openInMessagesApp } from '../../../src/features/share-location/open-in-messages-app';
import {
  CallBarShareLocation,
  ShareLocationAction,
} from '../../../src/features/share-location/share-location-action';
import { renderApp } from '../render-app';
import { company } from '../../../src/content/company';

/** What a screen reader announces for an element: its aria-label, else its text. */
const accessibleName = (element: HTMLElement) =>
  element.getAttribute('aria-label') ?? element.textContent;
import {
  PERMISSION_DENIED,
  POSITION_UNAVAILABLE,
  TIMEOUT,
  fakeGeolocation,
  stubNavigator,
} from './fake-geolocation';

// jsdom cannot navigate to sms:, so the test watches what the page asks the phone to open.
vi.mock('../../../src/features/share-location/open-in-messages-app', () => ({
  openInMessagesApp: vi.fn(),
}));
const opened = vi.mocked(openInMessagesApp);

const HERE = { latitude: 29.7604267, longitude: -95.3698028, accuracy: 20 };
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/139.0.0.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15';

const WITH_POSITION_BODY =
  'Hi%2C%20I%20need%20roadside%20assistance.%20My%20location%3A%0A' +
  'https%3A%2F%2Fwww.google.com%2Fmaps%2Fsearch%2F%3Fapi%3D1%26query%3D29.76043%252C-95.3698%0A' +
  'Accurate%20to%20about%2066%20ft%20(20%20m).';
const DESCRIBE_BODY =
  'Hi%2C%20I%20need%20roadside%20assistance.%20I%20am%20at%20(road%2C%20direction%2C%20nearest%20exit%20or%20landmark)%3A%20';

let unstub: () => void = () => undefined;
beforeEach(() => {
  opened.mockClear();
});
afterEach(() => {
  unstub();
  unstub = () => undefined;
});

function onPhone(options: { geolocation?: Geolocation; userAgent?: string } = {}) {
  unstub = stubNavigator({ userAgent: ANDROID, maxTouchPoints: 5, ...options });
}

function renderAction() {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <ShareLocationAction />
    </AppProviders>,
  );
  return { user };
}

const action = () => screen.getByRole('link', { name: 'Text us my location' });
const cancel = () => screen.getByRole('link', { name: 'Cancel finding my location' });
const status = () => screen.getByRole('status');

describe('"Text us my location"', () => {
  it('announces that it is finding the location, then opens a text with the position', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const { user } = renderAction();
    expect(status()).toBeEmptyDOMElement();

    await user.click(action());

    expect(status()).toHaveTextContent('Finding your location…');
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    fake.answer(HERE);

    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened).toHaveBeenCalledWith(`sms:${company.heroPhone.e164}?body=${WITH_POSITION_BODY}`);
    expect(status()).toHaveTextContent(
      'Your location is in the message. Check it, then press send. Open the message',
    );
    expect(within(status()).getByRole('link', { name: 'Open the message' })).toHaveAttribute(
      'href',
      `sms:${company.heroPhone.e164}?body=${WITH_POSITION_BODY}`,
    );
    expect(action()).toBeEnabled();
  });

  it('writes the message the way an iPhone reads it on an iPhone', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation, userAgent: IPHONE });
    const { user } = renderAction();

    await user.click(action());
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    fake.answer(HERE);

    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        `sms:${company.heroPhone.e164}&body=${WITH_POSITION_BODY}`,
      ),
    );
  });

  it('reads "Cancel" while it works, and stops: nothing opens, even if the position comes later', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const { user } = renderAction();

    await user.click(action());
    expect(cancel()).toHaveTextContent('Cancel');
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    await user.click(cancel());
    fake.answer(HERE);

    expect(status()).toHaveTextContent('Stopped finding your location. Nothing was sent.');
    expect(action()).toBeEnabled();

    // Trying again opens exactly one message, this try's: the late answer opened none.
    await user.click(action());
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalledTimes(2));
    fake.answer(HERE);
    await waitFor(() => expect(status()).toHaveTextContent('Your location is in the message.'));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'location access is denied',
      PERMISSION_DENIED,
      'Your location was not added: location access is turned off for this site.',
    ],
    [
      'the position times out',
      TIMEOUT,
      'Your location was not added: your phone could not find it in time.',
    ],
    [
      'the position is unavailable',
      POSITION_UNAVAILABLE,
      'Your location was not added: your phone could not find it.',
    ],
  ])(
    'when %s, opens the plain text at once asking where the driver is, and says why',
    async (_case, code, why) => {
      const fake = fakeGeolocation();
      onPhone({ geolocation: fake.geolocation });
      const { user } = renderAction();

      await user.click(action());
      await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
      fake.fail(code);

      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      expect(opened).toHaveBeenCalledWith(`sms:${company.heroPhone.e164}?body=${DESCRIBE_BODY}`);
      expect(status()).toHaveTextContent(
        `${why} Please tell us in the message where you are. Open the message`,
      );
      expect(within(status()).getByRole('link', { name: 'Open the message' })).toHaveAttribute(
        'href',
        `sms:${company.heroPhone.e164}?body=${DESCRIBE_BODY}`,
      );
    },
  );

  it('when the browser has no geolocation, opens the plain text at once and says why', async () => {
    onPhone();
    const { user } = renderAction();

    await user.click(action());

    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(`sms:${company.heroPhone.e164}?body=${DESCRIBE_BODY}`),
    );
    expect(status()).toHaveTextContent(
      'Your location was not added: this browser cannot share it. Please tell us in the message where you are.',
    );
  });

  it('works by keyboard, keeping focus on the button as it turns into Cancel and back', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const { user } = renderAction();

    await user.tab();
    expect(action()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cancel()).toHaveFocus();
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(action()).toHaveFocus();
    expect(status()).toHaveTextContent('Stopped finding your location.');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalledTimes(2));
    fake.answer(HERE);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(action()).toHaveFocus();
  });

  it('keeps the position on the phone: nothing is stored or sent by the page', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const sendBeacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    localStorage.clear();
    sessionStorage.clear();
    const { user } = renderAction();

    await user.click(action());
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    fake.answer(HERE);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));

    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(localStorage).toHaveLength(0);
    expect(sessionStorage).toHaveLength(0);
    vi.unstubAllGlobals();
    delete (navigator as unknown as Record<string, unknown>).sendBeacon;
  });
});

describe('"Text us my location" in the phone call bar', () => {
  function renderCallBar() {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MobileCallBar extraAction={<CallBarShareLocation />} />
      </AppProviders>,
    );
    return { user, bar: screen.getByRole('complementary', { name: 'Call or text for help' }) };
  }

  it('sits next to Call and Text us as an icon, and can be cancelled', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const { user, bar } = renderCallBar();

    expect(within(bar).getAllByRole('link').map(accessibleName)).toEqual([
      `Call ${company.heroPhone.display}`,
      'Text us',
      'Text us my location',
    ]);
    await user.click(within(bar).getByRole('link', { name: 'Text us my location' }));

    expect(within(bar).getByRole('status')).toHaveTextContent('Finding your location…');
    await user.click(within(bar).getByRole('link', { name: 'Cancel finding my location' }));
    expect(within(bar).getByRole('status')).toHaveTextContent('Stopped finding your location.');
  });

  it('says why the location was not added, until dismissed; focus returns to the action', async () => {
    const fake = fakeGeolocation();
    onPhone({ geolocation: fake.geolocation });
    const { user, bar } = renderCallBar();

    await user.click(within(bar).getByRole('link', { name: 'Text us my location' }));
    await waitFor(() => expect(fake.getCurrentPosition).toHaveBeenCalled());
    fake.fail(PERMISSION_DENIED);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(within(bar).getByRole('status')).toHaveTextContent(/location access is turned off/);

    await user.click(within(bar).getByRole('button', { name: 'Dismiss' }));

    expect(within(bar).getByRole('status')).toBeEmptyDOMElement();
    expect(within(bar).getByRole('link', { name: 'Text us my location' })).toHaveFocus();
  });
});

// Only on touch screens that cannot hover, by a CSS media query: jsdom ignores media queries, so every
// test here finds the action; tests/e2e/share-location.spec.ts checks a desktop is not offered it.
describe('where the action is offered', () => {
  it('next to the text actions of the hero, the call bar and the footer on the home page', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    const hero = screen.getByRole('region', { name: /Road Side Assistance/ });
    expect(within(hero).getByRole('link', { name: 'Text us' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Text us my location' })).toBeInTheDocument();
    const bar = screen.getByRole('complementary', { name: 'Call or text for help' });
    expect(within(bar).getByRole('link', { name: 'Text us my location' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Text us my location' })).toBeInTheDocument();
  });

  it('under the services intro', async () => {
    await renderApp('/services');
    await screen.findByRole('heading', { level: 1, name: 'Services' });

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Text us my location' })).toBeInTheDocument();
  });
});
