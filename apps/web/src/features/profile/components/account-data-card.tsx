import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { endSession } from '@/lib/current-user';
import { errorMessage, fieldErrors } from '@/lib/error-message';
import { leaveLoginNotice } from '@/lib/login-notice';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

const PASSWORD_REQUIRED = 'Password is required';

/** The dialog that deletes the account: the password confirms it, and nothing happens until it is right. */
function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const deletion = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function close(next: boolean) {
    if (deletion.isPending) return;
    if (!next) {
      setPassword('');
      setPasswordError(undefined);
      setFormError(undefined);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    if (!password) {
      setPasswordError(PASSWORD_REQUIRED);
      return;
    }
    setPasswordError(undefined);
    try {
      const { message } = await deletion.mutateAsync({ password });
      leaveLoginNotice(message);
      endSession(queryClient);
      await navigate('/login', { replace: true });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.password) setPasswordError(fields.password);
      else setFormError(errorMessage(error));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone. Your profile, growth areas, questionnaire answers, notes and feedback are deleted, your upcoming sessions are canceled (your coaches are told), and you are signed out everywhere. Your credit and points history is kept without your name. You can sign up again with the same email later."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="delete-account-form" isBusy={deletion.isPending} busyLabel="Deleting...">
            Delete my account
          </Button>
        </>
      }
    >
      <form id="delete-account-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Password"
          hint="Enter your password to confirm."
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          error={passwordError}
          onChange={(event) => setPassword(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

/** /profile's "Your data": download everything Bloom keeps, or delete the account (decision 0033). */
export function AccountDataCard() {
  const download = useDownloadMyData();
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-ink">Your data</h2>
        <p className="text-sm text-ink-muted">
          Download one file with everything Bloom keeps about you, or delete your account and your personal data.
        </p>
      </div>
      <div aria-live="polite">
        {download.isError ? <Alert tone="error">{errorMessage(download.error)}</Alert> : null}
        {download.isSuccess ? <Alert tone="success">Your data has been downloaded.</Alert> : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => download.mutate()} isBusy={download.isPending} busyLabel="Preparing your file...">
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={isDeleteOpen} onOpenChange={setDeleteOpen} />
    </Card>
  );
}
