// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { WizardStepper } from '../../../src/features/job-application/components/wizard-stepper';
import { STEP_TITLES } from '../../../src/features/job-application/rules/questions';
import { STEPS } from '../../../src/features/job-application/rules/schema';

/**
 * The stepper header (the site's own list since decision 0075, drawn as MUI's stepper was): what a
 * screen reader is told of each step, and which steps show a check, a number, and a line before them.
 */
describe('the wizard’s stepper', () => {
  it('lists the steps in order, marks the current one, and says which are done', () => {
    render(
      <AppProviders>
        <WizardStepper step="qualifications" />
      </AppProviders>,
    );
    const items = within(screen.getByRole('list', { name: 'Application steps' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      `${STEP_TITLES.contact} (done)`,
      `${STEP_TITLES.experience} (done)`,
      // The current step's number is drawn in its circle (an SVG text), then its title.
      `3${STEP_TITLES.qualifications} (current step)`,
      `4${STEP_TITLES.review}`,
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    // Done steps show a check; the others their number. Every step but the first has its line.
    expect(items.map((item) => item.querySelector('svg text')?.textContent ?? 'check')).toEqual([
      'check',
      'check',
      '3',
      '4',
    ]);
    expect(items.map((item) => Boolean(item.querySelector('.MuiStepConnector-line')))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    // The icons are pictures of what the words say: hidden from screen readers.
    for (const icon of screen.getByRole('list').querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    expect(items).toHaveLength(STEPS.length);
  });
});
