import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsEvents, track } from '@/lib/analytics';
import { endSession, refetchCurrentUser, type CurrentUser } from '@/lib/current-user';
import { fieldErrors, serverMessageOr } from '@/lib/error-message';
import { degreeOptions, ethnicityOptions, genderOptions } from '@/lib/options';
import { schoolOptionLabel, useSchools } from '@/lib/schools';
import { storageKeys } from '@/lib/storage-keys';
import { detectBrowserTimezone, saveUserTimezone, useStoreTimezone } from '@/lib/timezone';
import type { School } from '@bloom/contract/schools';
import { updateStudentProfile } from '../api/update-student-profile';
import {
  clearOnboardingDraft,
  formFromUser,
  onboardingMessages,
  readOnboardingDraft,
  saveOnboardingDraft,
  serverFieldToFormField,
  toProfileUpdate,
  validateOnboarding,
  type OnboardingErrors,
  type OnboardingField,
  type OnboardingForm,
} from '../onboarding-form';
import { reloadPage } from '../reload-page';
import { AddSchoolDialog } from './add-school-dialog';

/** Long enough to read the green note before the page reloads; the note is shown again after it. */
const RELOAD_AFTER_SCHOOL_MS = 1500;

const fieldId = (field: OnboardingField) => `onboarding-${field}`;

/** The school to preselect: the one on the student's profile, if the list offers it. */
function preselectedSchoolId(schools: readonly School[] | undefined, schoolId: number | null): string {
  if (schoolId === null || !schools?.some((school) => school.school_id === schoolId)) return '';
  return String(schoolId);
}

export function OnboardingFormView({ user, onFinishing }: { user: CurrentUser; onFinishing: (isFinishing: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const storeTimezone = useStoreTimezone();
  const schools = useSchools();

  const [draft] = useState(readOnboardingDraft);
  useEffect(() => clearOnboardingDraft(), []);
  const [answers, setAnswers] = useState<OnboardingForm>(() => draft?.form ?? formFromUser(user));
  // null until the student picks a school: until then the profile's school is shown as chosen.
  const [schoolChoice, setSchoolChoice] = useState<string | null>(() => (draft?.form.schoolName ? draft.form.schoolName : null));
  const [addedSchoolName, setAddedSchoolName] = useState<string | null>(draft?.addedSchoolName ?? null);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isAddSchoolOpen, setAddSchoolOpen] = useState(false);

  const form: OnboardingForm = { ...answers, schoolName: schoolChoice ?? preselectedSchoolId(schools.data, user.schoolId) };
  // The reload after adding a school keeps whatever was typed up to that moment.
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  });

  const schoolList = schools.data ?? [];
  const isOnlyCatchAll = schoolList.length > 0 && schoolList.every((school) => school.is_catch_all);

  function edit<K extends OnboardingField>(field: K, value: OnboardingForm[K]) {
    if (field === 'schoolName') setSchoolChoice(value as string);
    else setAnswers((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      const rest = { ...errors };
      delete rest[field];
      setErrors(rest);
      if (Object.keys(rest).length === 0) setGeneralError(null);
    }
  }

  function focusFirstError(found: OnboardingErrors) {
    const first = (Object.keys(form) as OnboardingField[]).find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const submission = useMutation({
    mutationFn: async (values: OnboardingForm) => {
      // The timezone is saved first (spec); a failure there must not keep the student from going on:
      // signup already stored a zone, and the profile page can change it (docs/decisions/0008).
      try {
        storeTimezone(await saveUserTimezone(detectBrowserTimezone()));
      } catch {
        /* see above */
      }
      await updateStudentProfile(user.profile_id, toProfileUpdate(values, user));
      onFinishing(true);
      return refetchCurrentUser(queryClient);
    },
    onSuccess: (refreshed) => {
      if (!refreshed) {
        endSession(queryClient);
        void navigate('/login', { replace: true });
        return;
      }
      localStorage.setItem(storageKeys.onboardingCompleted, 'true');
      clearOnboardingDraft();
      track(analyticsEvents.onboardingComplete);
      void navigate('/walkthrough', { replace: true });
    },
    onError: (error) => {
      onFinishing(false);
      const fromServer: OnboardingErrors = {};
      for (const [serverField, message] of Object.entries(fieldErrors(error))) {
        const field = serverFieldToFormField[serverField];
        if (field) fromServer[field] = message;
      }
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setGeneralError(onboardingMessages.validationFailed);
        focusFirstError(fromServer);
      } else {
        setFailure(serverMessageOr(error, onboardingMessages.submitFailed));
      }
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submission.isPending) return;
    const found = validateOnboarding(form);
    setErrors(found);
    setGeneralError(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    submission.mutate(form);
  }

  function onSchoolCreated(school: School) {
    const schoolId = String(school.school_id);
    setAddedSchoolName(school.school_name);
    setAddSchoolOpen(false);
    edit('schoolName', schoolId);
    window.setTimeout(() => {
      saveOnboardingDraft({ form: latestForm.current, addedSchoolName: school.school_name });
      reloadPage();
    }, RELOAD_AFTER_SCHOOL_MS);
  }

  return (
    <Card className="p-5 sm:p-8">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {generalError ? <Alert tone="error">{generalError}</Alert> : null}

        <div className="flex flex-col gap-2">
          {schools.isPending ? (
            <div className="flex flex-col gap-1.5" aria-busy="true">
              <span className="text-sm font-medium text-ink">School</span>
              <Skeleton className="h-11 w-full" />
              <span className="sr-only" role="status">
                Loading schools...
              </span>
            </div>
          ) : schools.isError ? (
            <Alert
              tone="error"
              action={
                <Button variant="outline" size="sm" onClick={() => void schools.refetch()}>
                  Try again
                </Button>
              }
            >
              {serverMessageOr(schools.error, 'Failed to fetch schools')}
            </Alert>
          ) : (
            <SelectField
              id={fieldId('schoolName')}
              label="School"
              isRequired
              placeholder="Select your school"
              options={schoolList.map((school) => ({ value: String(school.school_id), label: schoolOptionLabel(school) }))}
              value={form.schoolName}
              error={errors.schoolName}
              onChange={(event) => edit('schoolName', event.target.value)}
            />
          )}
          {isOnlyCatchAll ? (
            <p className="text-sm text-ink-muted">
              Not seeing your school?{' '}
              <button
                type="button"
                onClick={() => setAddSchoolOpen(true)}
                className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900"
              >
                Add your school
              </button>
            </p>
          ) : null}
          {addedSchoolName ? (
            <Alert tone="success">
              {`"${addedSchoolName}" has been added and selected. Our team will review it before it is fully activated.`}
            </Alert>
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={fieldId('degree')}
            label="Degree"
            isRequired
            placeholder="Select your degree"
            options={degreeOptions}
            value={form.degree}
            error={errors.degree}
            onChange={(event) => edit('degree', event.target.value)}
          />
          <TextField
            id={fieldId('courseName')}
            label="Course name"
            hint="Optional"
            placeholder="e.g. Psychology"
            autoComplete="off"
            value={form.courseName}
            error={errors.courseName}
            onChange={(event) => edit('courseName', event.target.value)}
          />
          <TextField
            id={fieldId('stateName')}
            label="State"
            isRequired
            autoComplete="address-level1"
            value={form.stateName}
            error={errors.stateName}
            onChange={(event) => edit('stateName', event.target.value)}
          />
          <TextField
            id={fieldId('cityName')}
            label="City"
            isRequired
            autoComplete="address-level2"
            value={form.cityName}
            error={errors.cityName}
            onChange={(event) => edit('cityName', event.target.value)}
          />
          <SelectField
            id={fieldId('gender')}
            label="Gender"
            isRequired
            placeholder="Select your gender"
            options={genderOptions}
            value={form.gender}
            error={errors.gender}
            onChange={(event) => edit('gender', event.target.value)}
          />
          <TextField
            id={fieldId('languagePreference')}
            label="Language preference"
            isRequired
            hint="Separate several languages with commas."
            placeholder="e.g. English, Spanish"
            value={form.languagePreference}
            error={errors.languagePreference}
            onChange={(event) => edit('languagePreference', event.target.value)}
          />
          <div className="sm:col-span-2">
            <SelectField
              id={fieldId('raceEthnicity')}
              label="Race/Ethnicity"
              isRequired
              placeholder="Select your race/ethnicity"
              options={ethnicityOptions}
              value={form.raceEthnicity}
              error={errors.raceEthnicity}
              onChange={(event) => edit('raceEthnicity', event.target.value)}
            />
          </div>
          <div className="sm:col-span-2">
            <CheckboxField
              id={fieldId('isInternationalStudent')}
              label="I am an international student"
              checked={form.isInternationalStudent}
              error={errors.isInternationalStudent}
              onChange={(event) => edit('isInternationalStudent', event.target.checked)}
            />
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">
            <span aria-hidden="true" className="text-danger-700">
              *
            </span>{' '}
            Required
          </p>
          <Button type="submit" size="lg" isBusy={submission.isPending || submission.isSuccess} busyLabel="Processing..." className="w-full sm:w-auto">
            Continue to Goals
          </Button>
        </div>
      </form>

      <AddSchoolDialog open={isAddSchoolOpen} onOpenChange={setAddSchoolOpen} onCreated={onSchoolCreated} />

      <Dialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title="Error"
        description={failure ?? undefined}
        size="sm"
        footer={<Button onClick={() => setFailure(null)}>OK</Button>}
      />
    </Card>
  );
}
