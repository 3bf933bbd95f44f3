import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before deleting; the failure, when there is one, shows inside. */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  isBusy,
  failure,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  isBusy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isBusy={isBusy} busyLabel="Deleting..." onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </Dialog>
  );
}
