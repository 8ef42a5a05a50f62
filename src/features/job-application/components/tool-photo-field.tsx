import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { visuallyHidden } from '@mui/utils';
import { Controller, useFormContext } from 'react-hook-form';
import { checkChosenPhoto, type PhotoProblem } from '../sending/prepare-image';
import { QUESTIONS, TOOL_PHOTO_HINT } from '../rules/questions';
import { isImageFile, type ApplicationValues } from '../rules/schema';
import { photoCopy } from './copy';
import { useObjectUrl } from './use-object-url';
import { focusRing } from '../../../theme/components';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface ToolPhotoFieldProps {
  /** Called with the chosen file (or null when removed), to keep it in the draft. */
  onPhotoChange?: (file: File | null) => void;
  /** Called as a chosen photo starts being prepared, with the work that settles once it is done. */
  onPhotoPreparing?: (preparing: Promise<void>) => void;
}

/**
 * The tool photo (`toolImage`): images only, with a preview. When it is missing the field shows its
 * error state with no text (docs/product.md, Fields and rules); the hint stays linked to the input
 * for screen readers.
 */
export function ToolPhotoField({ onPhotoChange, onPhotoPreparing }: ToolPhotoFieldProps) {
  const { control, clearErrors } = useFormContext<ApplicationValues>();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<PhotoProblem | 'type' | null>(null);
  const [checking, setChecking] = useState(false);
  // Only the latest choice counts when two are checked at once.
  const latestChoice = useRef(0);
  // Leaving the field while a chosen photo is prepared must not flag it as missing.
  const preparing = useRef(false);

  return (
    <Controller
      name="toolImage"
      control={control}
      render={({ field, fieldState }) => {
        const file = field.value;
        const invalid = Boolean(fieldState.error) || problem !== null;
        const choose = async (event: ChangeEvent<HTMLInputElement>) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          const choice = ++latestChoice.current;
          if (!isImageFile(chosen)) {
            setProblem('type');
            return;
          }
          setChecking(true);
          preparing.current = true;
          const checked = await checkChosenPhoto(chosen).finally(() => {
            if (choice === latestChoice.current) preparing.current = false;
          });
          if (choice !== latestChoice.current) return;
          setChecking(false);
          if (!checked.ok) {
            setProblem(checked.problem);
            return;
          }
          setProblem(null);
          field.onChange(checked.file);
          // Choosing a photo clears the flag (docs/product.md, The driver application).
          clearErrors('toolImage');
          onPhotoChange?.(checked.file);
        };
        return (
          <Box
            role="group"
            aria-labelledby={`${inputId}-legend`}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: invalid ? 'error.main' : 'divider',
              borderRadius: 2,
              p: 2,
            }}
            data-invalid={invalid || undefined}
          >
            <Typography
              id={`${inputId}-legend`}
              component="p"
              sx={{ fontWeight: 600, color: invalid ? 'error.main' : 'text.primary', mb: 0.5 }}
            >
              {QUESTIONS.toolImage} *
            </Typography>
            <FormHelperText id={hintId} error={invalid} sx={{ mt: 0, mb: 1.5 }}>
              {TOOL_PHOTO_HINT}
            </FormHelperText>
            <Box
              component="input"
              id={inputId}
              ref={field.ref}
              name="toolImage"
              type="file"
              accept="image/*"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const preparing = choose(event);
                onPhotoPreparing?.(preparing);
              }}
              onBlur={() => {
                if (!preparing.current) field.onBlur();
              }}
              aria-invalid={invalid}
              aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
              aria-label={file ? photoCopy.changeLabel(file.name) : photoCopy.chooseLabel}
              sx={{
                ...visuallyHidden,
                // The site's focus ring, drawn on the button the hidden input stands for.
                '&:focus-visible + label': focusRing,
              }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant={file ? 'outlined' : 'contained'}
              color={invalid ? 'error' : 'primary'}
              startIcon={<PhotoCameraIcon />}
              aria-hidden="true"
              tabIndex={-1}
            >
              {file ? photoCopy.change : photoCopy.choose}
            </Button>
            <Box role="status" sx={checking ? { mt: 1 } : visuallyHidden}>
              {checking ? photoCopy.preparing : ''}
            </Box>
            {problem && (
              <FormHelperText id={problemId} error role="alert">
                {photoCopy.problems[problem]}
              </FormHelperText>
            )}
            {file && (
              <PhotoPreview
                file={file}
                onRemove={() => {
                  latestChoice.current += 1;
                  preparing.current = false;
                  setChecking(false);
                  setProblem(null);
                  field.onChange(null);
                  onPhotoChange?.(null);
                }}
              />
            )}
          </Box>
        );
      }}
    />
  );
}

function PhotoPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const previewUrl = useObjectUrl(file);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
      {previewUrl && (
        <Box
          component="img"
          src={previewUrl}
          alt={photoCopy.previewAlt}
          width={160}
          height={120}
          sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ wordBreak: 'break-all' }}>{file.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatSize(file.size)}
        </Typography>
        <Button onClick={onRemove} size="small" sx={{ mt: 0.5, px: 0 }}>
          {photoCopy.remove}
        </Button>
      </Box>
    </Box>
  );
}
