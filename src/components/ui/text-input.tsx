import {
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEventHandler,
  type CSSProperties,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { useForkRef } from '@mui/material/utils';
import { focusRing } from '../../theme/components';
import { forwarded } from './theme-look';

export interface TextInputProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  id?: string;
  /** Shown above the field (labels sit above and wrap); omit when a label is drawn elsewhere. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the `<input>` or `<textarea>` itself (maxLength, inputMode …). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'aria-required'?: boolean };
  /** Keeps the helper text's line when there is none, so that an error moves nothing. */
  reserveHelperSpace?: boolean;
  /** Says an error out at once (the helper text is an alert while the field is in error). */
  announceError?: boolean;
}

/** A required field's asterisk after its label, as MUI's (a thin space before it), not read out. */
export const RequiredMark = () => (
  <span aria-hidden="true" className="MuiFormLabel-asterisk">
    {'\u2009*'}
  </span>
);

/**
 * How a field's label looks wherever it is drawn: above the box in the field, or apart from it for a
 * long label (text-answer.tsx): the body text, bold, on a line of its own.
 */
export const labelLook = (theme: Theme): CSSObject => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  display: 'block',
  position: 'relative',
  padding: 0,
  fontWeight: 600,
});

/** The space above and below a text area's text, as MUI's box had (16.5 px). */
const TEXT_AREA_PADDING = 16.5;

/** The box's outline (a fieldset, as MUI's: its legend places the top border). */
const OUTLINE = '.MuiInputBase-root .MuiOutlinedInput-notchedOutline';

/**
 * The field's looks, in one style for its five parts (label, box, input, outline, helper text).
 * The colours a surface may change are custom properties: the footer's navy sets `--field-label`
 * (the label) and `--field-error` (the error text) to its own (newsletter-form.tsx).
 */
function fieldStyle(theme: Theme): CSSObject {
  const { palette, shape } = theme.vars ?? theme;
  const body = { ...theme.typography.body1, lineHeight: '1.4375em' };
  const quietBorder = theme.vars
    ? `rgba(${theme.vars.palette.common.onBackgroundChannel} / 0.23)`
    : 'rgba(0, 0, 0, 0.23)';
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    width: '100%',
    // The label sits above its box, always visible and free to wrap, so a long one ("Location you
    // are applying for") is never cut short by large text; the outline has no notch for it.
    '& > label': {
      ...labelLook(theme),
      zIndex: 1,
      maxWidth: '100%',
      marginBottom: 6,
      userSelect: 'none',
      color: `var(--field-label, ${palette.text.primary})`,
      transition: theme.transitions.create('color', {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
    },
    '&:focus-within > label': { color: `var(--field-label, ${palette.primary.main})` },
    '&.Mui-disabled > label': { color: palette.text.disabled },
    '&.Mui-error > label': { color: `var(--field-label, ${palette.error.main})` },
    '&.Mui-error > label > span': { color: palette.error.main },
    '& .MuiInputBase-root': {
      ...body,
      color: palette.text.primary,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: shape.borderRadius,
      '&:focus-within': focusRing,
    },
    '&.Mui-disabled .MuiInputBase-root': { color: palette.text.disabled, cursor: 'default' },
    '& .MuiInputBase-input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&::placeholder': {
        color: 'currentColor',
        opacity: theme.vars?.opacity.inputPlaceholder ?? 0.42,
      },
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
      '&:-webkit-autofill': {
        borderRadius: 'inherit',
        WebkitBoxShadow: theme.vars?.palette.Input.autofillWebkitBoxShadow,
        ...theme.applyStyles('dark', {
          WebkitTextFillColor: palette.common.white,
          caretColor: palette.common.white,
        }),
      },
    },
    // The text area carries the box's padding itself, so that a tap anywhere in the box lands in it
    // (MUI's box focused its text area from script).
    '& textarea.MuiInputBase-input': {
      boxSizing: 'border-box',
      height: 'auto',
      resize: 'none',
      // It grows with what is written (older browsers: `fitToText`), from its minimum of rows.
      fieldSizing: 'content',
      minHeight: `calc(var(--field-rows) * 1.4375em + ${2 * TEXT_AREA_PADDING}px)`,
      // Each row a whole number of pixels high, as MUI measured them, where CSS can round.
      '@supports (width: round(1.5px, 1px))': {
        minHeight: `calc(var(--field-rows) * round(1.4375em, 1px) + ${2 * TEXT_AREA_PADDING}px)`,
      },
    },
    [`& ${OUTLINE}`]: {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: quietBorder,
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      maxWidth: 0.01,
      height: 11,
      padding: 0,
      fontSize: '0.75em',
      overflow: 'hidden',
      display: 'block',
      visibility: 'hidden',
    },
    [`& .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline`]: {
      borderColor: palette.text.primary,
    },
    '@media (hover: none)': {
      [`& .MuiInputBase-root:hover .MuiOutlinedInput-notchedOutline`]: {
        borderColor: quietBorder,
      },
    },
    [`& .MuiInputBase-root:focus-within .MuiOutlinedInput-notchedOutline`]: {
      borderWidth: 2,
      borderColor: palette.primary.main,
    },
    // As strong as the focus rule above, and after it: a field in error keeps its red when focused.
    [`&.Mui-error ${OUTLINE}`]: { borderColor: palette.error.main },
    [`&.Mui-disabled ${OUTLINE}`]: { borderColor: palette.action.disabled },
    '& .MuiFormHelperText-root': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0 0',
      fontSize: '0.9rem',
    },
    '&.Mui-disabled .MuiFormHelperText-root': { color: palette.text.disabled },
    '&.Mui-error .MuiFormHelperText-root': {
      color: `var(--field-error, ${palette.error.main})`,
    },
  };
}

/** Each theme's field style, worked out once (MUI's own components do the same with their styles). */
const fieldStyles = new WeakMap<Theme, CSSObject>();
const Field = styled('div', { shouldForwardProp: forwarded })(({ theme }) => {
  let style = fieldStyles.get(theme);
  if (!style) {
    style = fieldStyle(theme);
    fieldStyles.set(theme, style);
  }
  return style;
});

/** Whether the browser grows a text area with its text by itself (`field-sizing: content`). */
const sizesItself = () =>
  typeof CSS === 'undefined' || !CSS.supports || CSS.supports('field-sizing', 'content');

/**
 * A text area as high as its text, where the browser does not do it (as MUI's did): its height set to
 * what it scrolls, and no scroll bar. Left as it is while hidden (it would measure nothing). Set after
 * rendering, not in the markup, which the server draws for every browser alike.
 */
function fitToText(box: HTMLTextAreaElement) {
  box.style.overflow = 'hidden';
  box.style.height = 'auto';
  if (box.scrollHeight > 0) box.style.height = `${box.scrollHeight}px`;
}

/**
 * A text field: label, outlined box and helper or error text, tied together for assistive
 * technology (label `for`, `aria-describedby`, `aria-invalid`, `required`). It is drawn as MUI's
 * outlined TextField was, with the label above, and keeps its class names, but is the site's own
 * (docs/decisions/0076-the-text-field-of-its-own.md): one style and no state, where MUI's brought
 * six styled parts, a form-control context and a focus state kept in script. Its focus colours come
 * from `:focus-within`, so they show the moment the field is touched, before the page's code has
 * arrived.
 */
export function TextInput({
  id,
  label,
  required = false,
  disabled = false,
  error = false,
  helperText,
  inputProps,
  reserveHelperSpace = false,
  announceError = false,
  multiline = false,
  minRows = 1,
  inputRef,
  type,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const helper = helperText || (reserveHelperSpace ? ' ' : '');
  const area = useRef<HTMLTextAreaElement>(null);
  const ref = useForkRef(inputRef, multiline ? area : null);
  const state = `${error ? ' Mui-error' : ''}${disabled ? ' Mui-disabled' : ''}`;

  // A browser without `field-sizing` grows the text area here: after each change, and when its width
  // changes (a phone turned on its side wraps the text on fewer lines).
  const grownHere = multiline && !sizesItself();
  useLayoutEffect(() => {
    if (grownHere && area.current) fitToText(area.current);
  }, [grownHere, input.value]);
  useLayoutEffect(() => {
    const box = area.current;
    if (!grownHere || !box || typeof ResizeObserver === 'undefined') return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      fitToText(box);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [grownHere]);

  const common = {
    ...inputProps,
    ...input,
    id: inputId,
    disabled,
    required,
    'aria-invalid': error,
    'aria-describedby': helperId,
    className: 'MuiInputBase-input MuiOutlinedInput-input',
  };
  return (
    <Field className={`MuiFormControl-root MuiFormControl-fullWidth${state}`}>
      {label !== undefined && (
        <label
          htmlFor={inputId}
          id={`${inputId}-label`}
          className={`MuiFormLabel-root MuiInputLabel-root${state}`}
        >
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      <div className={`MuiInputBase-root MuiOutlinedInput-root${state}`}>
        {multiline ? (
          <textarea
            {...(common as InputHTMLAttributes<HTMLTextAreaElement>)}
            ref={ref}
            rows={minRows}
            style={{ '--field-rows': minRows } as CSSProperties}
          />
        ) : (
          <input {...common} type={type} ref={ref} />
        )}
        <fieldset aria-hidden="true" className="MuiOutlinedInput-notchedOutline">
          <legend />
        </fieldset>
      </div>
      {helper && (
        <p
          id={helperId}
          className={`MuiFormHelperText-root${state}`}
          role={announceError && error ? 'alert' : undefined}
        >
          {helper === ' ' ? (
            <span className="notranslate" aria-hidden="true">
              {'\u200b'}
            </span>
          ) : (
            helper
          )}
        </p>
      )}
    </Field>
  );
}
