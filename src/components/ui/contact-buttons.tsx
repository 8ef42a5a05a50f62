import { PhoneIcon, SmsIcon } from './icons';
import { company, smsHref, telHref } from '../../content/company';
import { PhoneNumber } from './phone-number';
import { contactCopy } from './ui-copy';
import { Button, type ButtonProps } from './button';

type ContactButtonProps = Omit<ButtonProps, 'href'>;

/**
 * The label is one inline box, so with large text it wraps between words (never inside the number)
 * instead of pushing the button wider than the screen.
 */
const Label = ({ children }: { children: ButtonProps['children'] }) => (
  <span style={{ minWidth: 0 }}>{children}</span>
);

/** Dials the company's number (`tel:`). Amber and filled unless told otherwise. */
export function CallButton({ children, ...props }: ContactButtonProps) {
  return (
    <Button
      href={telHref(company.heroPhone)}
      variant="contained"
      color="secondary"
      startIcon={<PhoneIcon />}
      {...props}
    >
      <Label>
        {children ?? (
          <>
            {`${contactCopy.call} `}
            <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </>
        )}
      </Label>
    </Button>
  );
}

/** Opens a text message to the company's number (`sms:`). Outlined unless told otherwise. */
export function TextButton({ children, ...props }: ContactButtonProps) {
  return (
    <Button href={smsHref(company.heroPhone)} variant="outlined" startIcon={<SmsIcon />} {...props}>
      <Label>
        {children ?? (
          <>
            {`${contactCopy.text} `}
            <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </>
        )}
      </Label>
    </Button>
  );
}
