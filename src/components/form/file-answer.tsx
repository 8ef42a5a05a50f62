import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { Typography } from '../ui/typography';
import { createIcon } from '../ui/svg-icon';
import { visuallyHidden } from '@mui/utils';
import { fileTypeTaken } from '../../lib/form/check-answer';
import type { FileWords } from '../../lib/form/question-words';
import { megabytes, typeNames } from '../../lib/form/question-words';
import { checkChosenPhoto, type PhotoProblem } from '../../lib/prepare-image';
import { useObjectUrl } from '../../lib/use-object-url';
import { focusRing } from '../../theme/components';
import type { AnswerViewProps } from './answer-view';
import { formFieldCopy } from './form-field-copy';
import { Button } from '../ui/button';

/** The camera (a Material icon, as `@mui/icons-material` draws it). */
const PhotoCameraIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="3.2" />
    <path d="M9 2 7.17 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2h-3.17L15 2zm3 15c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5" />
  </>,
);

const copy = formFieldCopy.file;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A photo to choose or take: images only, with a preview. A chosen photo is checked and prepared at
 * once (lib/prepare-image.ts): a file of another type, an empty or damaged one, or one still too
 * large is refused with a message saying what to do. When a required photo is missing the field
 * shows its error state with no text (docs/product.md, Fields and rules); the hint stays linked to
 * the input for screen readers.
 */
export function FileAnswer({
  name,
  question,
  words,
  value: file,
  onChange,
  onBlur,
  inputRef,
  error,
  onPreparing,
}: AnswerViewProps<'file'>) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<PhotoProblem | 'type' | null>(null);
  const [checking, setChecking] = useState(false);
  // Only the latest choice counts when two are checked at once.
  const latestChoice = useRef(0);
  // Leaving the field while a chosen photo is prepared must not flag it as missing.
  const preparing = useRef(false);
  const invalid = error !== null || problem !== null;
  const problemText =
    problem === 'type'
      ? copy.wrongType(copy.typeList(typeNames(question)))
      : problem === 'too-large'
        ? copy.problems['too-large'](megabytes(question.maxBytes))
        : problem
          ? copy.problems[problem]
          : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const choice = ++latestChoice.current;
    if (!fileTypeTaken(question, chosen)) {
      setProblem('type');
      return;
    }
    setChecking(true);
    preparing.current = true;
    const checked = await checkChosenPhoto(chosen, question.maxBytes).finally(() => {
      if (choice === latestChoice.current) preparing.current = false;
    });
    if (choice !== latestChoice.current) return;
    setChecking(false);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    onChange(checked.file);
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
        {words.label}
        {question.required ? ' *' : ''}
      </Typography>
      <FormHelperText id={hintId} error={invalid} sx={{ mt: 0, mb: 1.5 }}>
        {error || words.hint}
      </FormHelperText>
      <Box
        component="input"
        id={inputId}
        ref={inputRef}
        name={name}
        type="file"
        accept={question.types.every((type) => type.startsWith('image/')) ? 'image/*' : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const settled = choose(event);
          onPreparing?.(settled);
        }}
        onBlur={() => {
          if (!preparing.current) onBlur();
        }}
        aria-invalid={invalid}
        aria-describedby={[hintId, problem ? problemId : null].filter(Boolean).join(' ')}
        aria-label={file ? words.change(file.name) : words.choose}
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
        {file ? copy.change : copy.choose}
      </Button>
      <Box role="status" sx={checking ? { mt: 1 } : visuallyHidden}>
        {checking ? copy.preparing : ''}
      </Box>
      {problemText && (
        <FormHelperText id={problemId} error role="alert">
          {problemText}
        </FormHelperText>
      )}
      {file && (
        <FilePreview
          file={file}
          words={words}
          onRemove={() => {
            latestChoice.current += 1;
            preparing.current = false;
            setChecking(false);
            setProblem(null);
            onChange(null);
          }}
        />
      )}
    </Box>
  );
}

function FilePreview({
  file,
  words,
  onRemove,
}: {
  file: File;
  words: FileWords;
  onRemove: () => void;
}) {
  const previewUrl = useObjectUrl(file);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
      {previewUrl && (
        <Box
          component="img"
          src={previewUrl}
          alt={words.preview}
          width={160}
          height={120}
          sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ wordBreak: 'break-all' }}>{file.name}</Typography>
        <Typography variant="body2" color="textSecondary">
          {formatSize(file.size)}
        </Typography>
        <Button onClick={onRemove} size="small" sx={{ mt: 0.5, px: 0 }}>
          {copy.remove}
        </Button>
      </Box>
    </Box>
  );
}
