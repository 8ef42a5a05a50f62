import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { newsletterCopy } from '../../content/site-copy';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../lib/email';
import { describeBackendError } from '../../lib/backend-error-message';
import { createModuleLoader } from '../../lib/load-module';
import { isAlreadySubscribed } from './already-subscribed';
import { withUnbrokenPhoneNumbers } from '../../components/ui/phone-number';
import { brand } from '../../theme/palette';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; alreadySubscribed?: boolean }
  | { kind: 'failed'; message: string };

interface NewsletterFormProps {
  /** The write; the default loads Firebase on demand. Tests hand in a fake. */
  subscribe?: (email: string) => Promise<void>;
}

// A failed download of this code is retried on the next Subscribe (lib/load-module.ts).
const loadSubscribe = createModuleLoader(() => import('./subscribe'));
const defaultSubscribe = async (email: string) => {
  const { subscribeToNewsletter } = await loadSubscribe();
  return subscribeToNewsletter(email);
};

/** The footer's newsletter block (docs/product.md, The newsletter). */
export function NewsletterForm({ subscribe = defaultSubscribe }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useRef(false);
  const textId = useId();
  const inputId = useId();

  const validate = (value: string) =>
    isValidEmail(value.trim()) ? null : newsletterCopy.invalidEmail;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter pressed twice, or Enter and then the button, sends once.
    if (sending.current) return;
    const problem = validate(email);
    setError(problem);
    if (problem) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      await subscribe(email.trim());
      setStatus({ kind: 'done' });
    } catch (failure) {
      setStatus(
        isAlreadySubscribed(failure)
          ? { kind: 'done', alreadySubscribed: true }
          : {
              kind: 'failed',
              message: describeBackendError(failure, newsletterCopy.failureAction),
            },
      );
    } finally {
      sending.current = false;
    }
  };

  if (status.kind === 'done') {
    return (
      <Alert severity={status.alreadySubscribed ? 'info' : 'success'} role="status">
        {status.alreadySubscribed ? newsletterCopy.alreadySubscribed : newsletterCopy.thanks}
      </Alert>
    );
  }

  return (
    // `method="dialog"`: the browser itself never sends the form (a press before the page's code
    // arrived is replayed once it has, lib/early-events.ts), so the address never ends up in a URL.
    <Box component="form" method="dialog" noValidate onSubmit={onSubmit} aria-describedby={textId}>
      <Typography id={textId} sx={{ mb: 1.5, fontWeight: 600 }}>
        {newsletterCopy.text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        {/* FormControl + OutlinedInput rather than TextField: TextField also brings Select, Menu and
            Popover into the first load of every page. */}
        <FormControl
          error={Boolean(error)}
          fullWidth
          sx={{
            '& .MuiInputBase-root': { bgcolor: 'background.paper' },
            // The label sits on the footer's navy, above the field.
            '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused, & .MuiInputLabel-root.Mui-error':
              { color: 'inherit' },
            // Readable on the footer's navy: a light red instead of the theme's dark error red.
            '& .MuiFormHelperText-root.Mui-error': { color: brand.redOnNavy },
          }}
        >
          <InputLabel htmlFor={inputId}>{newsletterCopy.label}</InputLabel>
          <OutlinedInput
            id={inputId}
            label={newsletterCopy.label}
            placeholder={newsletterCopy.placeholder}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
            onBlur={() => email && setError(validate(email))}
            slotProps={{
              input: { maxLength: EMAIL_MAX_LENGTH, 'aria-describedby': `${inputId}-helper` },
            }}
          />
          <FormHelperText id={`${inputId}-helper`} role={error ? 'alert' : undefined}>
            {error ?? ' '}
          </FormHelperText>
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={status.kind === 'sending'}
          sx={{ height: 56, flexShrink: 0, px: 4 }}
        >
          {newsletterCopy.button}
        </Button>
      </Box>
      {status.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {withUnbrokenPhoneNumbers(status.message)}
        </Alert>
      )}
    </Box>
  );
}
