import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
      <DialogTitle id="start-over-title">Start over?</DialogTitle>
      <DialogContent>
        <DialogContentText id="start-over-text">
          This clears every answer and your photo from this device. You can’t undo it.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep my answers
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Clear and start over
        </Button>
      </DialogActions>
    </Dialog>
  );
}
