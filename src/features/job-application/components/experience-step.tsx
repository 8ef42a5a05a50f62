import { memo } from 'react';
import Stack from '@mui/material/Stack';
import { QUESTIONS } from '../rules/questions';
import { LIMITS } from '../rules/schema';
import { TextQuestion } from './text-question';
import { YesNoQuestion } from './yes-no-question';

/** Step 2: eligibility. */
export const ExperienceStep = memo(function ExperienceStep() {
  return (
    <Stack spacing={3}>
      <YesNoQuestion name="understand1099" question={QUESTIONS.understand1099} />
      <YesNoQuestion name="liveInArea" question={QUESTIONS.liveInArea} />
      <TextQuestion
        labelPlacement="above"
        name="explainNotLocal"
        label={QUESTIONS.explainNotLocal}
        multiline
        maxLength={LIMITS.long}
      />
      <YesNoQuestion name="workedBefore" question={QUESTIONS.workedBefore} />
      <TextQuestion
        labelPlacement="above"
        name="yearsExperience"
        label={QUESTIONS.yearsExperience}
        maxLength={LIMITS.short}
      />
    </Stack>
  );
});
