import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { startOverCopy } from './copy';
import { Button } from '../../../components/ui/button';

interface StartOverDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Start over" asks first: it deletes every answer and the photo from this device. */
export function StartOverDialog({ open, onCancel, onConfirm }: StartOverDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="start-over-title"
      aria-describedby="start-over-text"
    >
      <DialogTitle id="start-over-title">{startOverCopy.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="start-over-text">{startOverCopy.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {startOverCopy.keep}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {startOverCopy.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
