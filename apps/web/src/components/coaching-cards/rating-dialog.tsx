import { CircleCheck, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { FEEDBACK_FAILED_MESSAGE, useSubmitSessionFeedback } from './api/submit-session-feedback';

// Mirrors FEEDBACK_TEXT_MAX of @bloom/contract/bookings (the server refuses longer text).
const FEEDBACK_TEXT_MAX = 2000;
const STARS = [1, 2, 3, 4, 5] as const;
const starWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** 1 to 5 stars as native radios: arrow keys move between them, each is read as '3 stars'. */
function StarChoice({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        How was your session?
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className={cn(
              'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors duration-150 hover:bg-accent-50',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-600',
            )}
          >
            <input
              type="radio"
              name={`${id}-stars`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
            />
            <Star
              aria-hidden="true"
              className={cn('size-8', stars <= shown ? 'text-accent-500' : 'text-line')}
              fill="currentColor"
              strokeWidth={stars <= shown ? 0 : 1.5}
            />
          </label>
        ))}
        <span aria-live="polite" className="ml-2 text-sm font-medium text-ink-muted">
          {value > 0 ? `${value}/5 · ${starWords[value]}` : null}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface RatingDialogProps {
  /** The booking to rate; the dialog is open while this is set. */
  bookingId: number | null;
  /** Shown under the title, e.g. the coach's name and the session time. */
  sessionSummary?: string;
  onClose: () => void;
}

/**
 * 'Rate Your Session': a star choice (required), optional comments, Cancel and Submit ('Submitting...').
 * Success turns the dialog into the 'Feedback Submitted!' confirmation; the sessions are fetched again,
 * so the row then reads 'Rated: n/5'.
 */
export function RatingDialog({ bookingId, sessionSummary, onClose }: RatingDialogProps) {
  const submit = useSubmitSessionFeedback();
  const [stars, setStars] = useState(0);
  const [text, setText] = useState('');
  const [starError, setStarError] = useState<string | undefined>();
  const isOpen = bookingId !== null;

  function close() {
    if (submit.isPending) return;
    onClose();
    setStars(0);
    setText('');
    setStarError(undefined);
    submit.reset();
  }

  function send() {
    if (bookingId === null || submit.isPending) return;
    if (stars < 1) {
      setStarError('Please choose a rating from 1 to 5 stars.');
      return;
    }
    submit.mutate({ bookingId, stars, text });
  }

  if (submit.isSuccess) {
    return (
      <Dialog
        open={isOpen}
        onOpenChange={(open) => (open ? undefined : close())}
        size="sm"
        title="Feedback Submitted!"
        description="Your session feedback has been successfully submitted."
        hideClose
        footer={<Button onClick={close}>Close</Button>}
      >
        <div className="flex justify-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-success-50 text-success-700">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Rate Your Session"
      description={sessionSummary}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button onClick={send} isBusy={submit.isPending} busyLabel="Submitting...">
            Submit
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <StarChoice
          value={stars}
          onChange={(next) => {
            setStars(next);
            setStarError(undefined);
          }}
          error={starError}
        />
        <TextareaField
          label="Anything you'd like to share? (optional)"
          value={text}
          maxLength={FEEDBACK_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder="What helped? What could be better?"
        />
        {submit.isError ? <Alert tone="error">{FEEDBACK_FAILED_MESSAGE}</Alert> : null}
      </form>
    </Dialog>
  );
}
