import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { AnswerViewProps } from './answer-view';

/**
 * Any number of choices of a list: a fieldset whose legend is the question, a checkbox per option.
 * The answer keeps the list's order, whatever order they are checked in. The hint (or the error) sits
 * under the legend, linked to the group.
 */
export function ChoicesAnswer({
  name,
  question,
  words,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
}: AnswerViewProps<'choices'>) {
  const helpId = useId();
  const help = error || words.hint;
  const toggle = (option: string, checked: boolean) =>
    onChange(
      checked
        ? question.options.filter((item) => item === option || value.includes(item))
        : value.filter((item) => item !== option),
    );
  return (
    <FormControl component="fieldset" error={error !== null} required={question.required}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {words.label}
      </FormLabel>
      {help && (
        <FormHelperText id={helpId} sx={{ mt: 0, mb: 1 }}>
          {help}
        </FormHelperText>
      )}
      <FormGroup aria-describedby={help ? helpId : undefined}>
        {question.options.map((option, index) => (
          <FormControlLabel
            key={option}
            label={words.options[option]}
            control={
              <Checkbox
                name={name}
                value={option}
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={onBlur}
                slotProps={{ input: { ref: index === 0 ? inputRef : undefined } as object }}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
