import Stack from '@mui/material/Stack';
import { QUESTIONS } from '../rules/questions';
import { LIMITS } from '../rules/schema';
import { TextQuestion } from './text-question';
import { ToolPhotoField } from './tool-photo-field';
import { ToolsChecklist } from './tools-checklist';
import { YesNoQuestion } from './yes-no-question';

/** Step 3: tools and the on-call understanding. */
export function QualificationsStep({
  onPhotoChange,
  onPhotoPreparing,
}: {
  onPhotoChange: (file: File | null) => void;
  onPhotoPreparing?: (preparing: Promise<void>) => void;
}) {
  return (
    <Stack spacing={3}>
      <ToolsChecklist />
      <ToolPhotoField onPhotoChange={onPhotoChange} onPhotoPreparing={onPhotoPreparing} />
      <TextQuestion
        labelPlacement="above"
        name="missingToolsPlan"
        label={QUESTIONS.missingToolsPlan}
        required
        multiline
        maxLength={LIMITS.long}
      />
      <TextQuestion
        labelPlacement="above"
        name="understandNoWorkUntilTools"
        label={QUESTIONS.understandNoWorkUntilTools}
        required
        multiline
        maxLength={LIMITS.long}
      />
      <TextQuestion
        labelPlacement="above"
        name="understandWeDontSupplyTools"
        label={QUESTIONS.understandWeDontSupplyTools}
        required
        multiline
        maxLength={LIMITS.long}
      />
      <TextQuestion
        labelPlacement="above"
        name="lockoutBrand"
        label={QUESTIONS.lockoutBrand}
        maxLength={LIMITS.short}
      />
      <YesNoQuestion name="understandOnCall" question={QUESTIONS.understandOnCall} />
      <TextQuestion
        labelPlacement="above"
        name="defineOnCall"
        label={QUESTIONS.defineOnCall}
        required
        multiline
        maxLength={LIMITS.long}
      />
      <YesNoQuestion name="onCallNoShifts" question={QUESTIONS.onCallNoShifts} />
      <YesNoQuestion name="open16x7" question={QUESTIONS.open16x7} />
      <YesNoQuestion name="weekendsAvailable" question={QUESTIONS.weekendsAvailable} />
      <YesNoQuestion name="onCallNotGuaranteed" question={QUESTIONS.onCallNotGuaranteed} />
      <YesNoQuestion name="moreCallsMoreMoney" question={QUESTIONS.moreCallsMoreMoney} />
      <YesNoQuestion name="onCallNot16HoursWork" question={QUESTIONS.onCallNot16HoursWork} />
    </Stack>
  );
}
