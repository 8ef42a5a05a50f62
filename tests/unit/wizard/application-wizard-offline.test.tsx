// @vitest-environment jsdom
// Confirm & Submit without a connection (docs/decisions/0058-offline-site.md): the application waits,
// saved, and is sent by itself, once, when the connection returns or the next time the page opens.
// Each test starts on the review step of an application saved on the device (the typing is tested
// by the walks in application-wizard.test.tsx).
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEY } from '../../../src/features/job-application/draft/draft-storage';
import { deleteQueued, readQueued } from '../../../src/features/job-application/sending/outbox';
import type {
  SubmitApplication,
  SubmitApplicationInput,
  SubmitResult,
} from '../../../src/features/job-application/sending/submit';
import {
  renderWizard,
  renderWizardOnReview,
  startEachTestFromAnEmptyDevice,
} from './wizard-helpers';

const SENT: SubmitResult = { outcome: 'sent', update: false };

startEachTestFromAnEmptyDevice();

/** The browser's connection, as `navigator.onLine` says and the `online` event tells. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

const savedSubmission = () =>
  (JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { submission?: { queued?: unknown } })
    .submission;

/** The site's service worker serves the page (jsdom has none): the page then queues for it. */
function aWorkerControlsThePage() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      controller: {},
      getRegistration: () => Promise.resolve(undefined),
    }),
  });
}

afterEach(async () => {
  await deleteQueued();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the application wizard without a connection', () => {
  it('says the application will be sent by itself, keeps it for the service worker, and sends it once when the connection returns', async () => {
    aWorkerControlsThePage();
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    connection(false);

    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));

    const waiting = (
      await screen.findByText('No connection: your application will be sent by itself')
    ).closest<HTMLElement>('[role="status"]')!;
    expect(waiting).toHaveTextContent('Your answers and photo are saved on this phone.');
    await waitFor(() => expect(waiting).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm & Submit' })).toBeDisabled();
    expect(savedSubmission()?.queued).toEqual({ at: expect.any(Number) });
    // What the service worker needs, in IndexedDB, stored before the page said so (a tab closed the
    // moment it did loses nothing of the background send): the same id, the photo, the digest.
    const queued = (await readQueued())!;
    expect(queued).not.toBeNull();
    expect(queued.state).toBe('waiting');
    expect(queued.record.answers.fullName).toBe('Ana Diaz');
    expect(queued.files.toolImage?.uploadPath).toMatch(/^job-applications\/\d+-[a-z0-9]{10}\.jpg$/);

    act(() => connection(true));

    const focused = await screen.findByRole('heading', { name: /Application sent/ });
    // Focus moves in an effect after the heading is shown.
    await waitFor(() => expect(focused).toHaveFocus());
    expect(submit).toHaveBeenCalledTimes(1);
    const input = submit.mock.calls[0]![0] as SubmitApplicationInput;
    expect(input.submission.id).toBe(queued.id);
    expect(await readQueued()).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a queued application is sent the next time the page opens with a connection', async () => {
    aWorkerControlsThePage();
    const never = vi.fn<SubmitApplication>();
    const first = await renderWizardOnReview({ submitApplication: never });
    connection(false);
    await first.user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByText('No connection: your application will be sent by itself');
    await waitFor(async () => expect(await readQueued()).not.toBeNull());
    first.unmount();

    connection(true);
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    await renderWizard({ submitApplication: submit });

    await screen.findByRole('heading', { name: /Application sent/ });
    expect(never).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(await readQueued()).toBeNull();
  });

  it('without a service worker, the page alone keeps and sends it', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    connection(false);
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByText('No connection: your application will be sent by itself');
    expect(await readQueued()).toBeNull();

    act(() => connection(true));

    await screen.findByRole('heading', { name: /Application sent/ });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('a queued application opened again without a connection waits, and says so', async () => {
    const first = await renderWizardOnReview({ submitApplication: vi.fn<SubmitApplication>() });
    connection(false);
    await first.user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByText('No connection: your application will be sent by itself');
    first.unmount();

    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    await renderWizard({ submitApplication: submit });

    expect(
      await screen.findByText('No connection: your application will be sent by itself'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: /Step 4 of 4/ })).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
