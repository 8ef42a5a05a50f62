import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { withUnbrokenPhoneNumbers } from '../../../components/ui/phone-number';
import { QUESTIONS, STEP_TITLES, TOOL_LABELS } from '../rules/questions';
import { reviewCopy, yesNoCopy } from './copy';
import { useObjectUrl } from './use-object-url';
import {
  QUESTION_STEPS,
  STEP_FIELDS,
  type ApplicationField,
  type ApplicationValues,
  type StepName,
} from '../rules/schema';

function shown(field: ApplicationField, values: ApplicationValues): string {
  const value = values[field];
  if (value instanceof File) return value.name;
  if (Array.isArray(value)) {
    return value.length > 0
      ? value.map((tool) => TOOL_LABELS[tool]).join(', ')
      : reviewCopy.noAnswer;
  }
  if (value === 'yes') return yesNoCopy.yes;
  if (value === 'no') return yesNoCopy.no;
  if (value === null || value === '') return reviewCopy.noAnswer;
  return String(value);
}

/** The chosen tool photo as a thumbnail, with its name (a phone's photo name alone says little). */
function PhotoThumbnail({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
      <Box
        sx={{
          width: 96,
          height: 72,
          flexShrink: 0,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.band',
          overflow: 'hidden',
        }}
      >
        {url && (
          <Box
            component="img"
            src={url}
            alt={reviewCopy.photoAlt}
            width={96}
            height={72}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {file.name}
      </Box>
    </Box>
  );
}

/** The review step: 'Review your info', every answer grouped by step, each group with an Edit button. */
export function ReviewStep({
  onEdit,
  disabled,
}: {
  onEdit: (step: StepName) => void;
  disabled: boolean;
}) {
  const { control } = useFormContext<ApplicationValues>();
  const values = useWatch({ control }) as ApplicationValues;
  return (
    <Box>
      {QUESTION_STEPS.map((step) => (
        <Box component="section" key={step} aria-labelledby={`review-${step}`} sx={{ mb: 3 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              mb: 1,
            }}
          >
            <Typography id={`review-${step}`} variant="h4" component="h3">
              {STEP_TITLES[step]}
            </Typography>
            <Button
              onClick={() => onEdit(step)}
              disabled={disabled}
              aria-label={reviewCopy.editStep(STEP_TITLES[step])}
            >
              {reviewCopy.edit}
            </Button>
          </Box>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
            {STEP_FIELDS[step].map((field) => (
              <Box key={field} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {QUESTIONS[field as keyof typeof QUESTIONS]}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {values[field] instanceof File ? (
                    <PhotoThumbnail file={values[field]} />
                  ) : (
                    withUnbrokenPhoneNumbers(shown(field, values))
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
