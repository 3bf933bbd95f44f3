import type { School } from '@bloom/contract/schools';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { serverMessageOr } from '@/lib/error-message';
import { useCreateSchool } from '../api/create-school';

export const addSchoolMessages = {
  nameRequired: 'School name is required.',
  nameTooShort: 'School name must be at least 2 characters long.',
  createFailed: 'Failed to create school',
} as const;

const SCHOOL_NAME_MIN = 2;

/** The spec's add-school rules: something typed, at least 2 characters once trimmed. */
export function validateSchoolName(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return addSchoolMessages.nameRequired;
  if (trimmed.length < SCHOOL_NAME_MIN) return addSchoolMessages.nameTooShort;
  return null;
}

export interface AddSchoolDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (school: School) => void;
}

/** 'Add Your School': one field; the new school waits for the team's review. */
export function AddSchoolDialog({ open, onOpenChange, onCreated }: AddSchoolDialogProps) {
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const creation = useCreateSchool();

  function close(nextOpen: boolean) {
    if (creation.isPending) return;
    if (!nextOpen) {
      setName('');
      setFieldError(null);
      creation.reset();
    }
    onOpenChange(nextOpen);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (creation.isPending) return;
    const problem = validateSchoolName(name);
    setFieldError(problem);
    if (problem) return;
    creation.mutate(name.trim(), {
      onSuccess: (school) => {
        setName('');
        onCreated(school);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add Your School"
      description="New schools are reviewed by our team before being fully activated."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={creation.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="add-school-form" isBusy={creation.isPending} busyLabel="Creating...">
            Create School
          </Button>
        </>
      }
    >
      <form id="add-school-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {creation.isError ? <Alert tone="error">{serverMessageOr(creation.error, addSchoolMessages.createFailed)}</Alert> : null}
        <TextField
          label="School name"
          isRequired
          autoComplete="organization"
          placeholder="e.g. Riverside Community College"
          value={name}
          error={fieldError ?? undefined}
          onChange={(event) => {
            setName(event.target.value);
            setFieldError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
