import { memo } from 'react';
import Stack from '@mui/material/Stack';
import { Controller, useFormContext } from 'react-hook-form';
import { QUESTIONS } from '../rules/questions';
import { LIMITS, type ApplicationValues } from '../rules/schema';
import { contactCopy } from './copy';
import { PhoneInput } from './phone-input';
import { TextQuestion } from './text-question';

/** Step 1: contact details. */
export const ContactStep = memo(function ContactStep() {
  const { control } = useFormContext<ApplicationValues>();
  return (
    <Stack spacing={3}>
      <TextQuestion
        name="fullName"
        label={QUESTIONS.fullName}
        required
        autoComplete="name"
        maxLength={LIMITS.name}
      />
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
      <TextQuestion
        name="email"
        label={QUESTIONS.email}
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <TextQuestion
        name="location"
        label={QUESTIONS.location}
        required
        autoComplete="address-level2"
        maxLength={LIMITS.location}
        helperText={contactCopy.locationHint}
      />
    </Stack>
  );
});
