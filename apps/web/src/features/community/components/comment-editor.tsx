import { COMMENT_MAX_LENGTH } from '@bloom/contract/community-rules';
import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { isDistressRefusal } from './comment-messages';
import { SupportResources } from './support-resources';

/**
 * A comment's text box with its live counter, used to write a new comment and to edit one. The error
 * (a refusal or failure) shows under it; a sign of distress also shows where to find support.
 */
export function CommentEditor({
  label,
  initialValue = '',
  submitLabel,
  busyLabel,
  isBusy,
  error,
  errorMessage,
  onSubmit,
  onCancel,
  clearOnSubmit = false,
}: {
  label: string;
  initialValue?: string;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  error: unknown;
  errorMessage: string | null;
  onSubmit: (content: string, clear: () => void) => void;
  onCancel?: () => void;
  clearOnSubmit?: boolean;
}): ReactNode {
  const [value, setValue] = useState(initialValue);
  const isEmpty = value.trim().length === 0;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (isEmpty || isBusy) return;
        onSubmit(value, () => clearOnSubmit && setValue(''));
      }}
    >
      <TextareaField
        label={label}
        hideLabel={Boolean(onCancel)}
        value={value}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder="Write something kind..."
        onChange={(event) => setValue(event.target.value)}
        hint={
          <span className="tabular-nums">
            {value.length}/{COMMENT_MAX_LENGTH}
          </span>
        }
      />
      {errorMessage ? (
        <Alert tone="error">
          {errorMessage}
          {isDistressRefusal(error) ? <SupportResources /> : null}
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size={onCancel ? 'sm' : 'md'} disabled={isEmpty} isBusy={isBusy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
