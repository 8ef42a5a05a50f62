// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { company } from '../../../src/content/company';
import { OpenElsewhereNotice } from '../../../src/features/job-application/components/open-elsewhere-notice';
import { SendCheckNotice } from '../../../src/features/job-application/components/send-check-notice';
import {
  QUESTION_WORDS,
  REVIEW_HEADING,
  STEP_TITLES,
  TOOL_LABELS,
} from '../../../src/features/job-application/rules/questions';
import {
  answerMessage,
  emptyApplication,
  fileQuestionOf,
  questionOf,
  STEP_FIELDS,
  TOOL_OPTIONS,
} from '../../../src/features/job-application/rules/schema';
import { SubmissionError } from '../../../src/features/job-application/sending/submission-error';
import {
  describeSubmissionError,
  savedOnDeviceSentence,
} from '../../../src/features/job-application/sending/submission-messages';
import type {
  SubmitApplication,
  SubmitResult,
} from '../../../src/features/job-application/sending/submit';
import { BackendError } from '../../../src/lib/backend-error';
import { describeBackendError } from '../../../src/lib/backend-error-message';
import { ModuleLoadError } from '../../../src/lib/load-module';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import {
  answerTheRestYes,
  answerYesNo,
  backButton,
  nextButton,
  photoFile,
  photoInput,
  questionGroup,
  reachQualifications,
  renderWizardWithSavedAnswers,
  renderWizard,
  startEachTestFromAnEmptyDevice,
  stepHeading,
  submitButton,
  tabAnsweringYes,
  textbox,
} from '../wizard/wizard-helpers';
import { answersMissingOnEmptyStep, yesNoQuestionsOn } from '../../fixtures/empty-step';
import { englishWordsIn, expectNoEnglish } from './no-english';

startEachTestFromAnEmptyDevice();

const SENT: SubmitResult = { outcome: 'sent', update: false };

/** The questions as this build asks them (the `es` project's catalogue: questions.es.ts). */
const Q = Object.fromEntries(
  Object.entries(QUESTION_WORDS).map(([id, words]) => [id, words.label]),
) as Record<keyof typeof QUESTION_WORDS, string>;

/** The tools as the Spanish build labels them (questions.es.ts), in the list's order. */
const SPANISH_TOOLS = TOOL_OPTIONS.map((tool) => TOOL_LABELS[tool]);

describe('the application wizard in Spanish', () => {
  it('walks the contact, experience and qualifications steps by keyboard, in Spanish, with every step’s validation messages', async () => {
    const { user } = await renderWizard();

    // The contact step: its heading, the stepper, the title; nothing English anywhere.
    expect(stepHeading()).toHaveTextContent(`Paso 1 de 4${STEP_TITLES.contact}`);
    expect(screen.getByRole('list', { name: 'Pasos de la solicitud' })).toHaveTextContent(
      new RegExp(
        `${STEP_TITLES.contact} \\(paso actual\\).*${STEP_TITLES.experience}.*${STEP_TITLES.qualifications}.*${STEP_TITLES.review}`,
      ),
    );
    expect(document.title).toBe(
      `Paso 1 de 4: ${STEP_TITLES.contact} – Solicitud | ${company.shortName}`,
    );
    expect(backButton()).toBeDisabled();
    expect(screen.getByText('Ciudad y estado, p. ej., Dallas, TX')).toBeInTheDocument();
    expectNoEnglish();

    // Next (by keyboard) on the empty step: every message in Spanish, announced, the first field focused.
    nextButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('El nombre completo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Número de teléfono no válido')).toBeInTheDocument();
    expect(screen.getByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(screen.getByText('La zona es obligatoria')).toBeInTheDocument();
    expect(
      screen.getByText(
        `${answersMissingOnEmptyStep('contact')} respuestas requieren su atención antes de continuar.`,
      ),
    ).toBeInTheDocument();
    const fullName = textbox('Nombre completo');
    expect(fullName).toHaveFocus();
    expect(fullName).toHaveAccessibleDescription('El nombre completo es obligatorio');
    expectNoEnglish();

    // Fill it in from the keyboard, field after field in the order they are asked (a question added
    // to the step is answered on the way), and go on with Enter on Next.
    await tabAnsweringYes(user, nextButton(), {
      fullName: 'Ana Díaz',
      phone: APPLICANT_PHONE.digits,
      email: 'ana@ejemplo.com',
      location: 'Dallas, TX',
    });
    expect(nextButton()).toHaveFocus();
    expect(textbox('Nombre completo')).toHaveValue('Ana Díaz');
    expect(textbox('Número de teléfono')).toHaveValue(APPLICANT_PHONE.display);
    expect(textbox('Correo electrónico')).toHaveValue('ana@ejemplo.com');
    expect(textbox('Zona donde desea trabajar')).toHaveValue('Dallas, TX');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(stepHeading()).toHaveTextContent(`Paso 2 de 4${STEP_TITLES.experience}`),
    );
    expect(screen.getByText(`Paso 2 de 4: ${STEP_TITLES.experience}`)).toBeInTheDocument(); // announced
    // The title follows the step from an effect, which may run a moment after the heading shows.
    await waitFor(() =>
      expect(document.title).toBe(
        `Paso 2 de 4: ${STEP_TITLES.experience} – Solicitud | ${company.shortName}`,
      ),
    );
    expectNoEnglish();

    // The experience step: the yes/no questions say so in Spanish; "Sí" and "No" by keyboard.
    await user.click(nextButton());
    expect(await screen.findAllByText('Responda sí o no')).toHaveLength(
      yesNoQuestionsOn('experience'),
    );
    expect(
      screen.getByText(
        `${answersMissingOnEmptyStep('experience')} respuestas requieren su atención antes de continuar.`,
      ),
    ).toBeInTheDocument();
    expectNoEnglish();
    const understand = questionGroup(Q.understand1099);
    within(understand).getByRole('radio', { name: 'Sí' }).focus();
    await user.keyboard(' ');
    expect(within(understand).getByRole('radio', { name: 'Sí' })).toBeChecked();
    await answerYesNo(user, Q.liveInArea, 'Sí');
    await user.keyboard('{ArrowRight}'); // the group's next radio: "No"
    const liveInArea = questionGroup(Q.liveInArea);
    expect(within(liveInArea).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.type(textbox(Q.explainNotLocal), 'Manejaría desde Fort Worth; son 40 minutos.');
    await answerYesNo(user, Q.workedBefore, 'Sí');
    await user.type(textbox(Q.yearsExperience), '5 años');
    await answerTheRestYes(user); // a question added to the step
    await waitFor(() => expect(screen.queryByText('Responda sí o no')).not.toBeInTheDocument());
    await user.click(nextButton());
    await waitFor(() =>
      expect(stepHeading()).toHaveTextContent(`Paso 3 de 4${STEP_TITLES.qualifications}`),
    );
    expectNoEnglish();

    // The qualifications step: the tools in Spanish, the photo's texts, every message.
    const checkboxes = within(questionGroup(Q.tools)).getAllByRole('checkbox');
    expect(checkboxes.map((box) => box.closest('label')?.textContent)).toEqual(SPANISH_TOOLS);
    expect(screen.getByText('Marque cada herramienta que tenga.')).toBeInTheDocument();
    expect(photoInput()).toHaveAccessibleName('Elegir una foto de sus herramientas');
    expect(
      screen.getByText(
        'Tome o elija una foto clara que muestre las herramientas que tiene. Solo imágenes (JPEG, PNG, HEIC…).',
      ),
    ).toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText('Marque al menos una herramienta')).toBeInTheDocument();
    // Each required written answer and each yes/no question of the step says so.
    expect(screen.getAllByText('Responda esta pregunta')).toHaveLength(
      STEP_FIELDS.qualifications.filter(
        (id) => answerMessage(id, emptyApplication[id]) === 'Responda esta pregunta',
      ).length,
    );
    expect(screen.getAllByText('Responda sí o no')).toHaveLength(
      yesNoQuestionsOn('qualifications'),
    );
    expect(
      screen.getByText(
        `${answersMissingOnEmptyStep('qualifications')} respuestas requieren su atención antes de continuar.`,
      ),
    ).toBeInTheDocument();
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expectNoEnglish();

    // A file that is not a photo, then an empty one: refused in Spanish.
    fireEvent.change(photoInput(), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    // Every type the tool photo's question takes, named (rules/form.ts).
    const notAPhoto = await screen.findByRole('alert');
    expect(notAPhoto).toHaveTextContent(/^Elija una foto \(.+ o .+\)\.$/);
    for (const type of fileQuestionOf('toolImage').types) {
      expect(notAPhoto.textContent?.toLowerCase()).toContain(type.replace('image/', ''));
    }
    fireEvent.change(photoInput(), {
      target: { files: [new File([], 'IMG_0042.jpg', { type: 'image/jpeg' })] },
    });
    // The alert of the first file is still there until the second is checked: wait for its new words.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Este archivo está vacío (0 bytes), así que no se puede enviar. Elija la foto de nuevo o tome una nueva.',
      ),
    );
    expectNoEnglish();
  });

  it('fills the tools step, reviews every answer in Spanish, fails, retries and confirms', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValueOnce(new SubmissionError('mail', { code: 'unavailable' }))
      .mockResolvedValueOnce(SENT);
    const { user } = await renderWizard({ submitApplication: submit });
    await reachQualifications(user, {
      name: 'Ana Díaz',
      explainNotLocal: 'Manejaría desde Fort Worth; son 40 minutos.',
    });

    await user.click(screen.getByRole('checkbox', { name: SPANISH_TOOLS[0] }));
    await user.click(screen.getByRole('checkbox', { name: SPANISH_TOOLS[5] }));
    await user.upload(photoInput(), photoFile('herramientas.jpg'));
    expect(await screen.findByRole('button', { name: 'Quitar la foto' })).toBeInTheDocument();
    expect(photoInput()).toHaveAccessibleName(
      'Cambiar la foto de sus herramientas (elegida: herramientas.jpg)',
    );
    expect(screen.getByRole('img', { name: 'Vista previa de la foto de sus herramientas' }));
    await user.type(textbox(Q.missingToolsPlan), 'Compraré el gato esta semana.');
    await user.type(textbox(Q.understandNoWorkUntilTools), 'Que no recibo llamadas todavía.');
    await user.type(textbox(Q.understandWeDontSupplyTools), 'Entiendo: las herramientas son mías.');
    await user.type(textbox(Q.lockoutBrand), 'Slim Jim');
    await user.type(textbox(Q.defineOnCall), 'Estar listo para salir cuando me llamen.');
    for (const question of [
      Q.understandOnCall,
      Q.onCallNoShifts,
      Q.open16x7,
      Q.weekendsAvailable,
      Q.onCallNotGuaranteed,
      Q.moreCallsMoreMoney,
      Q.onCallNot16HoursWork,
    ]) {
      await answerYesNo(user, question, question === Q.weekendsAvailable ? 'No' : 'Sí');
    }
    await answerTheRestYes(user); // a question added to the step
    expectNoEnglish();
    nextButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stepHeading()).toHaveTextContent(`Paso 4 de 4${REVIEW_HEADING}`));
    // The title follows the step from an effect, which may run a moment after the heading shows.
    await waitFor(() =>
      expect(document.title).toBe(
        `Paso 4 de 4: ${STEP_TITLES.review} – Solicitud | ${company.shortName}`,
      ),
    );

    // The review: Spanish groups, questions, answers and tool names; the typed answers as written.
    const contact = screen.getByRole('region', { name: STEP_TITLES.contact });
    expect(contact).toHaveTextContent('Nombre completoAna Díaz');
    expect(contact).toHaveTextContent(`Número de teléfono${APPLICANT_PHONE.display}`);
    const experience = screen.getByRole('region', { name: STEP_TITLES.experience });
    expect(experience).toHaveTextContent(/\(1099\) y no de un empleo\?Sí/);
    expect(experience).toHaveTextContent(/cerca de ella\?No/);
    expect(experience).toHaveTextContent('Manejaría desde Fort Worth; son 40 minutos.');
    const qualifications = screen.getByRole('region', { name: STEP_TITLES.qualifications });
    expect(qualifications).toHaveTextContent(`${SPANISH_TOOLS[0]}, Embudo`);
    expect(qualifications).toHaveTextContent('herramientas.jpg');
    expect(within(qualifications).getByRole('img', { name: 'La foto de sus herramientas' }));
    expect(screen.getByRole('button', { name: `Editar ${STEP_TITLES.contact}` })).toHaveTextContent(
      'Editar',
    );
    expect(submitButton()).toBeEnabled();
    expectNoEnglish();

    // A failed send says so in Spanish, with the retry; then the retry sends it.
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Su solicitud no se envió');
    expect(alert).toHaveTextContent(
      `Nuestro servicio está muy ocupado, así que no pudimos enviar su solicitud. Inténtelo de nuevo en un minuto. Si esto sigue pasando, llámenos al ${company.supportPhone.display}.`,
    );
    // Whether the photo is saved too depends on the device's storage (here, how quickly it opens).
    expect(alert).toHaveTextContent(
      /Sus respuestas (y su foto )?están guardadas en este dispositivo/,
    );
    expectNoEnglish();
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));

    const confirmation = await screen.findByRole('heading', {
      name: 'Solicitud enviada. ¡Gracias, Ana Díaz!',
    });
    // It takes focus once it is shown (an effect after the render the query found).
    await waitFor(() => expect(confirmation).toHaveFocus());
    const panel = confirmation.closest<HTMLElement>('[role="status"]')!;
    expect(panel).toHaveTextContent(
      'Nuestro equipo de incorporación recibió su solicitud y la revisará en unos pocos días hábiles. Nos comunicaremos con usted por teléfono o correo electrónico sobre los próximos pasos.',
    );
    expect(panel).toHaveTextContent(
      `¿Tiene preguntas mientras tanto? Llame al ${company.supportPhone.display}.`,
    );
    expect(within(panel).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    // The answers go to the submission as stored values, with the language the mail names.
    expect(submit).toHaveBeenCalledTimes(2);
    const input = submit.mock.calls[1]![0];
    expect(input.language).toBe('es');
    expect(input.values).toMatchObject({
      fullName: 'Ana Díaz',
      understand1099: 'yes',
      liveInArea: 'no',
      weekendsAvailable: 'no',
      tools: ['Lockout tools', 'Funnel'],
      explainNotLocal: 'Manejaría desde Fort Worth; son 40 minutos.',
    });
    expect(stepHeading()).toHaveTextContent('Paso 1 de 4');
    expectNoEnglish();
  });

  it('says in Spanish what a send is doing, and what went wrong', async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn<SubmitApplication>(async ({ onProgress }) => {
      onProgress?.({ stage: 'uploading-photo', fraction: 0.4 });
      await new Promise<void>((resolve) => (finish = resolve));
      return { outcome: 'sent', update: true };
    });
    const { user } = await renderWizardWithSavedAnswers('review', {
      submitApplication: submit,
      answers: { fullName: 'Ana Díaz' },
    });
    await user.click(submitButton());
    expect(await screen.findByText('Subiendo su foto… 40%')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la subida de la foto' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    expectNoEnglish();
    await act(async () => finish());
    expect(
      await screen.findByRole('heading', {
        name: 'Solicitud actualizada enviada. ¡Gracias, Ana Díaz!',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Nuestro equipo de incorporación tiene sus respuestas actualizadas/),
    ).toBeInTheDocument();
    expectNoEnglish();
  });

  it('says in Spanish that, without a connection, the application will be sent by itself', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    const { user } = await renderWizardWithSavedAnswers('review', {
      submitApplication: submit,
      answers: { fullName: 'Ana Díaz' },
    });
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(submitButton());
    const waiting = (
      await screen.findByText('Sin conexión: su solicitud se enviará sola')
    ).closest<HTMLElement>('[role="status"]')!;
    expect(waiting).toHaveTextContent('Sus respuestas y su foto están guardadas en este teléfono.');
    expect(submit).not.toHaveBeenCalled();
    expectNoEnglish();
    offline.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: /Solicitud enviada/ })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('offers a reload in Spanish after a site update', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValue(new ModuleLoadError('site-updated', { cause: new Error('404') }));
    const { user } = await renderWizardWithSavedAnswers('review', {
      submitApplication: submit,
      reloadPage: vi.fn(),
      answers: { fullName: 'Ana Díaz' },
    });
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este sitio se actualizó');
    expect(within(alert).getByRole('button', { name: 'Volver a cargar la página' })).toBeEnabled();
    expectNoEnglish();
  });

  it('asks in Spanish before starting over', async () => {
    const { user } = await renderWizard();
    await user.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Empezar de nuevo?' });
    expect(dialog).toHaveTextContent(
      'Esto borra todas sus respuestas y su foto de este dispositivo. No se puede deshacer.',
    );
    expect(within(dialog).getByRole('button', { name: 'Conservar mis respuestas' }));
    expect(within(dialog).getByRole('button', { name: 'Borrar y empezar de nuevo' }));
    expectNoEnglish(dialog);
  });

  it('words every failure of a send, and what is saved on the device, in Spanish', () => {
    for (const code of [
      'offline',
      'network',
      'server-error',
      'permission-denied',
      'unavailable',
      'load-failed',
      'site-updated',
      'reload-needed',
      'unknown',
    ]) {
      const sentence = describeBackendError(
        new BackendError(code as never, 'x'),
        'enviar su solicitud',
      );
      expect(sentence).toMatch(/no pudimos enviar su solicitud/i);
      expect(englishWordsIn(sentence)).toEqual([]);
    }
    const failures = [
      new SubmissionError('mail', { code: 'permission-denied' }),
      new SubmissionError('mail', { code: 'offline' }, 'unknown'),
      new SubmissionError('check', { code: 'server-error' }, 'unknown'),
      new SubmissionError('upload', { code: 'unavailable' }),
      new SubmissionError('photo-too-large', { code: 'photo-too-large' }),
      new ModuleLoadError('reload-needed', { cause: 1 }),
      new ModuleLoadError('load-failed', { cause: 1 }),
      new Error('anything else'),
    ];
    for (const failure of failures) {
      const { title, message } = describeSubmissionError(failure);
      expect(englishWordsIn(`${title} ${message}`)).toEqual([]);
    }
    expect(describeSubmissionError(failures[1]).message).toBe(
      'Parece que no tiene conexión a internet, así que no pudimos saber si su solicitud nos llegó. Cuando lo intente de nuevo, lo comprobaremos primero: nunca se enviará dos veces.',
    );
    expect(describeSubmissionError(failures[3]).message).toMatch(
      /^Nuestro servicio está muy ocupado, así que no pudimos subir la foto de sus herramientas\./,
    );
    for (const answers of [true, false]) {
      for (const photo of [true, false, 'saving'] as const) {
        for (const hasPhoto of [true, false]) {
          const sentence = savedOnDeviceSentence({ answers, photo }, hasPhoto);
          expect(sentence).toMatch(/^Sus respuestas/);
          expect(englishWordsIn(sentence)).toEqual([]);
        }
      }
    }
  });

  it('has Spanish limits on long answers', () => {
    const long = 'x'.repeat(2000);
    const max = (questionOf('fullName') as { maxLength: number }).maxLength;
    expect(answerMessage('fullName', long)).toBe(`Escriba menos de ${max} caracteres`);
  });
});

describe('the notices around the wizard in Spanish', () => {
  const noop = () => undefined;
  const show = (element: React.ReactElement) => render(<AppProviders>{element}</AppProviders>);

  it('a reopened draft whose send had not finished', () => {
    const cases = [
      [{ status: 'checking' }, 'Comprobando si su solicitud llegó…'],
      [{ status: 'failed', error: new Error('x') }, 'No pudimos comprobar si su solicitud llegó'],
      [{ status: 'done', outcome: 'not-arrived' }, 'Su solicitud todavía no se ha enviado'],
      [
        { status: 'done', outcome: 'arrived-then-changed', deliveredAt: Date.UTC(2025, 5, 1, 15) },
        'Recibimos la solicitud que envió el 1 de junio de 2025',
      ],
    ] as const;
    for (const [check, text] of cases) {
      const view = show(<SendCheckNotice check={check} onDismiss={noop} />);
      expect(view.container).toHaveTextContent(text);
      expectNoEnglish(view.container);
      view.unmount();
    }
  });

  it('the application open in another tab', () => {
    const view = show(<OpenElsewhereNotice onUseHere={noop} />);
    expect(
      screen.getByRole('heading', { name: 'Su solicitud está abierta en otra pestaña' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usarla aquí' })).toBeInTheDocument();
    expectNoEnglish(view.container);
  });
});
