// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, saveAnswers } from '../../../src/features/job-application/draft/draft-storage';
import {
  answerMessage,
  emptyApplication,
  TOOL_OPTIONS,
} from '../../../src/features/job-application/rules/schema';
import { QUESTION_WORDS, TOOL_LABELS } from '../../../src/features/job-application/rules/questions';
import {
  answerTheRestYes,
  answerYesNo,
  questionGroup,
  renderWizard,
  startEachTestFromAnEmptyDevice,
} from '../wizard/wizard-helpers';

/**
 * What the wizard stores (the saved draft, the submitted answers, the Firestore documents and the
 * security rules that check them) is the same in both languages: only the labels are translated.
 * tests/unit/wizard/application-language.test.tsx checks the English build against the same values.
 */
const YES_NO_VALUES = ['yes', 'no'];
/** The tools' stored values: the names of the tool list (src/content/tools.ts), in English. */
const ENGLISH_TOOL_NAMES: string[] = [...TOOL_OPTIONS];

startEachTestFromAnEmptyDevice();

/** A saved draft on the experience step, as either build leaves it. */
function saveDraftOnExperienceStep() {
  const { toolImage: _photo, leaveEmpty: _honeypot, ...empty } = emptyApplication;
  saveAnswers({
    step: 'experience',
    answers: {
      ...empty,
      fullName: 'Ana Díaz',
      understand1099: 'yes',
      liveInArea: 'no',
      tools: ['Lockout tools', 'Funnel'],
    },
  });
}

describe('the stored answers are the same in Spanish', () => {
  it('keeps the English tool names and yes/no as its values; only the labels are Spanish', () => {
    // The Spanish build shows other words for every tool, and stores none of them.
    expect(TOOL_OPTIONS.filter((tool) => TOOL_LABELS[tool] === tool)).toEqual([]);
    expect(ENGLISH_TOOL_NAMES).toContain('Lockout tools');
    expect(answerMessage('understand1099', 'yes')).toBeNull();
    expect(answerMessage('understand1099', 'sí')).not.toBeNull();
  });

  it('opens a draft saved by the English site with its answers in place, and saves “Sí”, “No” and the tools as the same values', async () => {
    saveDraftOnExperienceStep();
    const { user } = await renderWizard();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Paso 2 de 4/ })).toBeVisible());

    const understand = questionGroup('¿Entiende que se trata de un puesto de contratista');
    const yes = within(understand).getByRole('radio', { name: 'Sí' });
    const no = within(understand).getByRole('radio', { name: 'No' });
    expect([yes, no].map((radio) => (radio as HTMLInputElement).value)).toEqual(YES_NO_VALUES);
    expect(yes).toBeChecked();
    const liveInArea = questionGroup('¿Vive en la zona donde desea trabajar');
    expect(within(liveInArea).getByRole('radio', { name: 'No' })).toBeChecked();

    await answerYesNo(user, '¿Ha trabajado antes en asistencia en carretera', 'No');
    await answerYesNo(user, '¿Entiende que se trata de un puesto de contratista', 'No');
    const draft = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}');
    await waitFor(() => expect(draft().answers?.workedBefore).toBe('no'));
    expect(draft().answers).toMatchObject({
      understand1099: 'no',
      liveInArea: 'no',
      workedBefore: 'no',
      tools: ['Lockout tools', 'Funnel'],
    });
    // No label of either language is stored.
    expect(localStorage.getItem(DRAFT_KEY)).not.toMatch(/Sí|Herramientas|Embudo|"Yes"|"No"/);

    // The tools step shows the Spanish labels of the stored English names, checked.
    await answerYesNo(user, '¿Ha trabajado antes en asistencia en carretera', 'Sí');
    await answerYesNo(user, '¿Entiende que se trata de un puesto de contratista', 'Sí');
    await answerTheRestYes(user);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: /Paso 3 de 4/ });
    const tools = screen.getByRole('group', { name: QUESTION_WORDS.tools.label });
    const boxes = within(tools).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual(ENGLISH_TOOL_NAMES);
    expect(
      boxes.filter((box) => box.checked).map((box) => box.closest('label')?.textContent),
    ).toEqual(['Herramientas de cerrajería (kit de apertura)', 'Embudo']);
    await user.click(screen.getByRole('checkbox', { name: 'Bidón de gasolina de 1 galón' }));
    await waitFor(() =>
      expect(draft().answers?.tools).toEqual(['Lockout tools', '1 gallon gas can', 'Funnel']),
    );
  });
});
