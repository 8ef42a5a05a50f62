import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { AnswerViewProps } from './answer-view';

/**
 * One choice of a list: a fieldset whose legend is the question, a radio button per option (side by
 * side with `row`, for two short ones). The hint, and then the error, is linked to the group.
 */
export function ChoiceAnswer({
  name,
  question,
  words,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  row = false,
}: AnswerViewProps<'choice'> & { row?: boolean }) {
  const helpId = useId();
  const help = error || words.hint;
  return (
    <FormControl component="fieldset" error={error !== null} required={question.required}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {words.label}
      </FormLabel>
      <RadioGroup
        row={row}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={help ? helpId : undefined}
      >
        {question.options.map((option, index) => (
          <FormControlLabel
            key={option}
            value={option}
            control={
              <Radio
                slotProps={{
                  input: {
                    ref: index === 0 ? inputRef : undefined,
                    'aria-invalid': error !== null,
                  } as object,
                }}
              />
            }
            label={words.options[option]}
            sx={row ? { mr: 4 } : undefined}
          />
        ))}
      </RadioGroup>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
