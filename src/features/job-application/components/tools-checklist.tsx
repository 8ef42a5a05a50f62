import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, useFormContext } from 'react-hook-form';
import { QUESTIONS, TOOL_LABELS } from '../rules/questions';
import { TOOL_OPTIONS, type ApplicationValues, type ToolName } from '../rules/schema';
import { toolsCopy } from './copy';

/**
 * The required tools (docs/product.md, Fields and rules), exactly as worded; at least one must be
 * checked.
 */
export function ToolsChecklist() {
  const { control } = useFormContext<ApplicationValues>();
  const helpId = useId();
  return (
    <Controller
      name="tools"
      control={control}
      render={({ field, fieldState }) => {
        const toggle = (tool: ToolName, checked: boolean) => {
          const next = checked
            ? TOOL_OPTIONS.filter((option) => option === tool || field.value.includes(option))
            : field.value.filter((option) => option !== tool);
          field.onChange(next);
        };
        return (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {QUESTIONS.tools}
            </FormLabel>
            <FormHelperText id={helpId} sx={{ mt: 0, mb: 1 }}>
              {fieldState.error?.message ?? toolsCopy.hint}
            </FormHelperText>
            <FormGroup aria-describedby={helpId}>
              {TOOL_OPTIONS.map((tool, index) => (
                <FormControlLabel
                  key={tool}
                  label={TOOL_LABELS[tool]}
                  control={
                    <Checkbox
                      name="tools"
                      value={tool}
                      checked={field.value.includes(tool)}
                      onChange={(event) => toggle(tool, event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}
