import { Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { serverMessageOr } from '@/lib/error-message';
import { useSendReferralInvitation } from '../api/send-referral-invitation';

/** How long the success banner stays (spec: 5 s). */
export const INVITE_BANNER_MS = 5000;
const INVALID_EMAIL = 'Please enter a valid email address';
// The browser's own rule for type="email", so the check matches what the field itself accepts.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The email invitation: 'Please enter a valid email address', a 5-second success banner, the server's words on failure. */
export function InviteForm() {
  const send = useSendReferralInvitation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!sentMessage) return;
    const timer = setTimeout(() => setSentMessage(null), INVITE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sentMessage]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) {
      setFieldError(INVALID_EMAIL);
      return;
    }
    setFieldError(undefined);
    setSentMessage(null);
    send.mutate(
      { email: address },
      {
        onSuccess: (response) => {
          setSentMessage(response.message);
          setEmail('');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label="Invite a friend by email">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label="Friend's email"
            type="email"
            autoComplete="off"
            placeholder="friend@university.edu"
            value={email}
            error={fieldError}
            isRequired
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
          />
        </div>
        <Button type="submit" className="sm:mt-7" isBusy={send.isPending} busyLabel="Sending...">
          <Send aria-hidden="true" className="size-4" />
          Send Invitation
        </Button>
      </div>
      {sentMessage ? <Alert tone="success">{sentMessage}</Alert> : null}
      {send.isError ? <Alert tone="error">{serverMessageOr(send.error, 'Failed to send invitation. Please try again.')}</Alert> : null}
    </form>
  );
}
