import { useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import { Typography } from '../../components/ui/typography';
import { TextAnswer } from '../../components/form/text-answer';
import { newsletterCopy } from '../../content/site-copy';
import { writtenAnswerProblem } from '../../lib/form/check-text';
import { toRecordAnswers } from '../../lib/form/record-answers';
import { emptyAnswers, questionIds } from '../../lib/form/question';
import { problemMessage } from '../../lib/form/problem-message';
import { describeBackendError } from '../../lib/backend-error-message';
import { hasCode } from '../../lib/error-code';
import { createModuleLoader } from '../../lib/load-module';
import { SIGN_UP_QUESTIONS, type SignUpAnswers, type SignUpField } from './sign-up-form';
import { SIGN_UP_WORDS } from './sign-up-words';
import { withUnbrokenPhoneNumbers } from '../../components/ui/phone-number';
import { brand } from '../../theme/palette';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/alert';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; alreadySubscribed?: boolean }
  | { kind: 'failed'; message: string };

interface NewsletterFormProps {
  /** The sign-up, its answers trimmed; the default loads Firebase on demand. Tests hand in a fake. */
  subscribe?: (answers: SignUpAnswers) => Promise<void>;
}

// A failed download of this code is retried on the next Subscribe (lib/load-module.ts).
const loadSubscribe = createModuleLoader(() => import('./subscribe'));

/**
 * A sign-up of an address that signed up before (already-subscribed.ts's `AlreadySubscribedError`),
 * told by its code. Importing that module here would put it in this chunk, and Subscribe's chunk
 * would then depend on this one: after a failed download this chunk runs under another address
 * (lib/load-module.ts), and Subscribe's could never load (tests/unit/site-footer.test.tsx checks
 * that the form tells that error apart).
 */
const isAlreadySubscribed = hasCode('already-subscribed');
const defaultSubscribe = async (answers: SignUpAnswers) => {
  const { subscribeToNewsletter } = await loadSubscribe();
  return subscribeToNewsletter(answers);
};

const FIELDS = questionIds(SIGN_UP_QUESTIONS);

/** What is wrong with a field's answer, in the page's language, or null. */
function problemOf(field: SignUpField, value: string): string | null {
  const question = SIGN_UP_QUESTIONS[field];
  const problem = writtenAnswerProblem(question, value);
  return problem ? problemMessage(question, SIGN_UP_WORDS[field], problem) : null;
}

/** The footer's newsletter block (docs/product.md, The newsletter): its fields as declared. */
export function NewsletterForm({ subscribe = defaultSubscribe }: NewsletterFormProps) {
  const [answers, setAnswers] = useState<SignUpAnswers>(() => emptyAnswers(SIGN_UP_QUESTIONS));
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useRef(false);
  const textId = useId();

  const setError = (field: SignUpField, message: string | null) =>
    setErrors((current) => {
      const { [field]: _old, ...rest } = current;
      return message === null ? rest : { ...rest, [field]: message };
    });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter pressed twice, or Enter and then the button, sends once.
    if (sending.current) return;
    const found = Object.fromEntries(
      FIELDS.flatMap((field) => {
        const message = problemOf(field, answers[field]);
        return message === null ? [] : [[field, message]];
      }),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      await subscribe(toRecordAnswers(SIGN_UP_QUESTIONS, answers) as SignUpAnswers);
      // Done for good, so `sending` stays set: React renders the thanks in a task of its own, and a
      // submission handled before then (a second press, a script's requestSubmit) would otherwise
      // send again, and be told the address had signed up.
      setStatus({ kind: 'done' });
    } catch (failure) {
      if (isAlreadySubscribed(failure)) {
        setStatus({ kind: 'done', alreadySubscribed: true });
        return;
      }
      // The form stays, with the message: the next press tries again.
      sending.current = false;
      setStatus({
        kind: 'failed',
        message: describeBackendError(failure, newsletterCopy.failureAction),
      });
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
        {/* Each field as its kind is asked (components/form/), in the site's own text field. */}
        <Box
          sx={{
            flexGrow: 1,
            '& .MuiInputBase-root': { bgcolor: 'background.paper' },
            // The label sits on the footer's navy, above the field, in the footer's text colour.
            '--field-label': 'currentColor',
            // Readable on the footer's navy: a light red instead of the theme's dark error red.
            '--field-error': brand.redOnNavy,
          }}
        >
          {FIELDS.map((field) => (
            <TextAnswer
              key={field}
              name={field}
              question={SIGN_UP_QUESTIONS[field]}
              words={SIGN_UP_WORDS[field]}
              value={answers[field]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [field]: value }));
                if (errors[field]) setError(field, null);
              }}
              onBlur={() => {
                if (answers[field]) setError(field, problemOf(field, answers[field]));
              }}
              error={errors[field] ?? null}
              reserveHelperSpace
              announceError
              requiredMark={false}
            />
          ))}
        </Box>
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
