import Box from '@mui/material/Box';
import { Typography } from '../../../components/ui/typography';
import { useAnswers } from '../../../lib/form/use-form-store';
import { withUnbrokenPhoneNumbers } from '../../../components/ui/phone-number';
import { formFieldCopy } from '../../../components/form/form-field-copy';
import { answerInWords, type FileWords } from '../../../lib/form/question-words';
import { useObjectUrl } from '../../../lib/use-object-url';
import { STEP_TITLES } from '../rules/questions';
import { useAnswersForm } from './answers-form';
import { reviewCopy } from './later-copy';
import {
  QUESTION_STEPS,
  questionOf,
  STEP_FIELDS,
  wordsOf,
  type ApplicationValues,
  type QuestionId,
  type StepName,
} from '../rules/schema';
import { Button } from '../../../components/ui/button';

/** An answer as the applicant reads it back, in the page's language. */
const shown = (id: QuestionId, values: ApplicationValues): string =>
  answerInWords(questionOf(id), wordsOf(id), values[id], {
    ...formFieldCopy.yesNo,
    none: reviewCopy.noAnswer,
  });

/** A chosen photo as a thumbnail, with its name (a phone's photo name alone says little). */
function PhotoThumbnail({ file, alt }: { file: File; alt: string }) {
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
            alt={alt}
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
  const values = useAnswers(useAnswersForm());
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
                <Typography component="dt" variant="body2" color="textSecondary">
                  {wordsOf(field).label}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {values[field] instanceof File ? (
                    <PhotoThumbnail
                      file={values[field]}
                      alt={(wordsOf(field) as FileWords).thumbnail}
                    />
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
