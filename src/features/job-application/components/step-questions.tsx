import { memo } from 'react';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { QUESTIONS } from '../rules/questions';
import {
  LIMITS,
  STEP_FIELDS,
  isYesNoField,
  type ApplicationField,
  type ApplicationValues,
  type StepName,
} from '../rules/schema';
import { contactCopy } from './copy';
import { PhoneInput } from './phone-input';
import { TextQuestion, type TextAnswer, type TextQuestionProps } from './text-question';
import { ToolPhotoField } from './tool-photo-field';
import { ToolsChecklist } from './tools-checklist';
import { YesNoQuestion } from './yes-no-question';

type TextView = Omit<TextQuestionProps, 'name' | 'label'>;
const LONG_ANSWER: TextView = { labelPlacement: 'above', multiline: true, maxLength: LIMITS.long };
const REQUIRED_LONG_ANSWER: TextView = { ...LONG_ANSWER, required: true };

/**
 * How each text answer is asked. The type check asks for a line for every new text answer. A yes/no
 * question needs none: it is always the radio pair, shown where its step's schema lists it.
 */
const TEXT_VIEWS: Record<TextAnswer, TextView> = {
  fullName: { required: true, autoComplete: 'name', maxLength: LIMITS.name },
  email: { type: 'email', required: true, autoComplete: 'email', maxLength: LIMITS.email },
  location: {
    required: true,
    autoComplete: 'address-level2',
    maxLength: LIMITS.location,
    helperText: contactCopy.locationHint,
  },
  explainNotLocal: LONG_ANSWER,
  yearsExperience: { labelPlacement: 'above', maxLength: LIMITS.short },
  missingToolsPlan: REQUIRED_LONG_ANSWER,
  understandNoWorkUntilTools: REQUIRED_LONG_ANSWER,
  understandWeDontSupplyTools: REQUIRED_LONG_ANSWER,
  lockoutBrand: { labelPlacement: 'above', maxLength: LIMITS.short },
  defineOnCall: REQUIRED_LONG_ANSWER,
};
const isTextAnswer = (field: ApplicationField): field is TextAnswer =>
  Object.hasOwn(TEXT_VIEWS, field);

/** The phone number: its own input, which formats as the applicant types. */
function PhoneQuestion() {
  const { control } = useFormContext<ApplicationValues>();
  return (
    <Controller
      name="phone"
      control={control}
      render={({ field, fieldState }) => (
        <PhoneInput
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

interface StepQuestionsProps {
  step: StepName;
  /** The tool photo was chosen or removed (the step that asks for it). */
  onPhotoChange: (file: File | null) => void;
  /** A chosen photo is being prepared for sending. */
  onPhotoPreparing?: (preparing: Promise<void>) => void;
}

/**
 * A question step: its answers in the order its schema lists them (rules/schema.ts), each asked the
 * way `TEXT_VIEWS` says, in the words of the question table (rules/questions.ts).
 */
export const StepQuestions = memo(function StepQuestions({
  step,
  onPhotoChange,
  onPhotoPreparing,
}: StepQuestionsProps) {
  return (
    <Stack spacing={3}>
      {STEP_FIELDS[step].map((field) => {
        if (isYesNoField(field)) {
          return <YesNoQuestion key={field} name={field} question={QUESTIONS[field]} />;
        }
        if (isTextAnswer(field)) {
          return (
            <TextQuestion
              key={field}
              name={field}
              label={QUESTIONS[field]}
              {...TEXT_VIEWS[field]}
            />
          );
        }
        switch (field) {
          case 'phone':
            return <PhoneQuestion key={field} />;
          case 'tools':
            return <ToolsChecklist key={field} />;
          case 'toolImage':
            return (
              <ToolPhotoField
                key={field}
                onPhotoChange={onPhotoChange}
                onPhotoPreparing={onPhotoPreparing}
              />
            );
          case 'leaveEmpty':
            return null; // the honeypot is on every step, outside the questions
          default:
            // A field typed as yes/no whose rule is not the required yes/no (schema.ts).
            throw new Error(`No way to ask '${String(field)}'`);
        }
      })}
    </Stack>
  );
});
