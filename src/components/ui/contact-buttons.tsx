import Button, { type ButtonProps } from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { company, smsHref, telHref } from '../../content/company';

type ContactButtonProps = Omit<ButtonProps<'a'>, 'href'>;

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
      {children ?? `Call ${company.heroPhone.display}`}
    </Button>
  );
}

/** Opens a text message to the company's number (`sms:`). Outlined unless told otherwise. */
export function TextButton({ children, ...props }: ContactButtonProps) {
  return (
    <Button href={smsHref(company.heroPhone)} variant="outlined" startIcon={<SmsIcon />} {...props}>
      {children ?? `Text ${company.heroPhone.display}`}
    </Button>
  );
}
