import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/field';
import { MultiSelectField } from '@/components/ui/multi-select';
import { TagsInput } from '@/components/ui/tags-input';
import type { CurrentUser } from '@/lib/current-user';
import { fieldErrors } from '@/lib/error-message';
import {
  coachingStyleOptions,
  degreeOptionsWithHighSchool,
  ethnicityOptions,
  genderOptions,
  growthAreaOptions,
  personalityTypeOptions,
  PROFILE_MULTI_SELECT_MAX,
  PROFILE_TAGS_MAX,
} from '@/lib/options';
import { schoolOptionLabel, useSchools } from '@/lib/schools';
import { listTimezones } from '@/lib/timezone';
import { GrowthAreaStatusError } from '../api/update-growth-area-status';
import { formFromUser, profileMessages, serverFieldToFormField, type ProfileForm } from '../profile-form';
import { useSaveProfile } from './use-save-profile';

type FormErrors = Partial<Record<keyof ProfileForm, string>>;

export interface ProfileEditFormProps {
  user: CurrentUser;
  onCancel: () => void;
  onSaved: () => void;
}

/** Edit mode: every profile field; Cancel throws the changes away, Save stores them. */
export function ProfileEditForm({ user, onCancel, onSaved }: ProfileEditFormProps) {
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const schools = useSchools();
  const save = useSaveProfile(user);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => firstFieldRef.current?.focus(), []);

  const timezoneOptions = useMemo(() => {
    const list = listTimezones().map((zone) => ({ value: zone.tzCode, label: zone.label }));
    // A zone the server stored under a name this browser does not list is still shown as chosen.
    return list.some((option) => option.value === form.timezone) ? list : [{ value: form.timezone, label: form.timezone }, ...list];
  }, [form.timezone]);

  const schoolOptions = (schools.data ?? []).map((school) => ({ value: String(school.school_id), label: schoolOptionLabel(school) }));
  if (form.schoolId && !schoolOptions.some((option) => option.value === form.schoolId)) {
    schoolOptions.unshift({ value: form.schoolId, label: user.schoolName ?? 'Your school' });
  }

  function edit<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      const rest = { ...errors };
      delete rest[field];
      setErrors(rest);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setErrors({});
    save.mutate(form, {
      onSuccess: onSaved,
      onError: (error) => {
        const found: FormErrors = {};
        for (const [serverField, message] of Object.entries(fieldErrors(error))) {
          const field = serverFieldToFormField[serverField];
          if (field) found[field] = message;
        }
        setErrors(found);
        // The profile itself was saved when retiring a replaced growth-area set fails: say what failed.
        setFailure(error instanceof GrowthAreaStatusError ? error.message : profileMessages.updateFailed);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Edit profile">
      <Card>
        <CardHeader title="Personal details" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            ref={firstFieldRef}
            label="First name"
            autoComplete="given-name"
            value={form.firstName}
            error={errors.firstName}
            onChange={(event) => edit('firstName', event.target.value)}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={form.lastName}
            error={errors.lastName}
            onChange={(event) => edit('lastName', event.target.value)}
          />
          <SelectField
            label="School"
            options={schoolOptions}
            placeholder={form.schoolId ? undefined : 'Select your school'}
            disabled={schools.isPending}
            hint={schools.isError ? 'Failed to fetch schools' : undefined}
            value={form.schoolId}
            error={errors.schoolId}
            onChange={(event) => edit('schoolId', event.target.value)}
          />
          <SelectField
            label="Degree"
            options={degreeOptionsWithHighSchool}
            placeholder="Select your degree"
            value={form.degree}
            error={errors.degree}
            onChange={(event) => edit('degree', event.target.value)}
          />
          <TextField
            label="Course"
            value={form.courseName}
            error={errors.courseName}
            onChange={(event) => edit('courseName', event.target.value)}
          />
          <SelectField
            label="Gender"
            options={genderOptions}
            placeholder="Select your gender"
            value={form.gender}
            error={errors.gender}
            onChange={(event) => edit('gender', event.target.value)}
          />
          <TextField
            label="State"
            autoComplete="address-level1"
            value={form.stateName}
            error={errors.stateName}
            onChange={(event) => edit('stateName', event.target.value)}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            value={form.cityName}
            error={errors.cityName}
            onChange={(event) => edit('cityName', event.target.value)}
          />
          <TextField
            label="Languages"
            hint="Separate several languages with commas."
            placeholder="e.g. English, Spanish"
            value={form.languagePreference}
            error={errors.languagePreference}
            onChange={(event) => edit('languagePreference', event.target.value)}
          />
          <SelectField
            label="Race/Ethnicity"
            options={ethnicityOptions}
            placeholder="Select your race/ethnicity"
            value={form.raceEthnicity}
            error={errors.raceEthnicity}
            onChange={(event) => edit('raceEthnicity', event.target.value)}
          />
          <SelectField
            label="Timezone"
            options={timezoneOptions}
            value={form.timezone}
            error={errors.timezone}
            onChange={(event) => edit('timezone', event.target.value)}
          />
          <div className="flex items-end pb-2">
            <CheckboxField
              label="I am an international student"
              checked={form.isInternational}
              onChange={(event) => edit('isInternational', event.target.checked)}
            />
          </div>
        </div>
      </Card>

      <Card>
        <CardHeader title="About you" />
        <div className="flex flex-col gap-6">
          <TextareaField
            label="What brings you joy"
            rows={4}
            placeholder="Music, long walks, cooking for friends..."
            value={form.whatBringsYouJoy}
            error={errors.whatBringsYouJoy}
            onChange={(event) => edit('whatBringsYouJoy', event.target.value)}
          />
          <MultiSelectField
            label="Personality types"
            options={personalityTypeOptions}
            max={PROFILE_MULTI_SELECT_MAX}
            value={form.personalityTypes}
            error={errors.personalityTypes}
            onChange={(value) => edit('personalityTypes', value)}
          />
          <MultiSelectField
            label="Coaching styles"
            options={coachingStyleOptions}
            max={PROFILE_MULTI_SELECT_MAX}
            value={form.coachingStyles}
            error={errors.coachingStyles}
            onChange={(value) => edit('coachingStyles', value)}
          />
          <TagsInput
            label="Growth areas"
            max={PROFILE_TAGS_MAX}
            suggestions={growthAreaOptions}
            allowCustom={false}
            placeholder="Search areas"
            value={form.growthAreaIds}
            onChange={(value) => edit('growthAreaIds', value)}
          />
        </div>
      </Card>

      <div aria-live="polite">
        {failure ? (
          <Alert tone="error" title="Error">
            {failure}
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" disabled={save.isPending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="lg" isBusy={save.isPending} busyLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
