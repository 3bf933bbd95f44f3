import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import type { CurrentUser } from '@/lib/current-user';
import {
  coachingStyleOptions,
  confidenceLevelOptions,
  degreeOptionsWithHighSchool,
  ethnicityOptions,
  genderOptions,
  growthAreaOptions,
  labelOf,
  labelsOf,
  personalityTypeOptions,
  splitList,
} from '@/lib/options';
import { activeGrowthAreaIds } from '../profile-form';

function NotSet() {
  return <span className="text-ink-muted">Not set</span>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-base text-ink">{children}</dd>
    </div>
  );
}

function text(value: string | null | undefined) {
  return value?.trim() ? value : <NotSet />;
}

function BadgeList({ labels, tone = 'primary' }: { labels: string[]; tone?: 'primary' | 'accent' }) {
  if (labels.length === 0) return <NotSet />;
  return (
    <ul className="mt-1 flex flex-wrap gap-2">
      {labels.map((label) => (
        <li key={label}>
          <Badge tone={tone} className="px-3 py-1 text-sm">
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The profile in view mode: every field, with 'Not set' where the student has not answered. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const growthLabels = activeGrowthAreaIds(user.growthAreas).map((id) => labelOf(growthAreaOptions, id));
  const languages = splitList(user.languagePreference).join(', ');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="lg:col-span-2">
        <CardHeader title="Personal details" />
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label="First name">{text(user.firstName)}</Detail>
          <Detail label="Last name">{text(user.lastName)}</Detail>
          <Detail label="School">{text(user.schoolName)}</Detail>
          <Detail label="Degree">{text(labelOf(degreeOptionsWithHighSchool, user.degree))}</Detail>
          <Detail label="Course">{text(user.courseName)}</Detail>
          <Detail label="State">{text(user.stateName)}</Detail>
          <Detail label="City">{text(user.cityName)}</Detail>
          <Detail label="Gender">{text(labelOf(genderOptions, user.gender))}</Detail>
          <Detail label="Languages">{text(languages)}</Detail>
          <Detail label="Race/Ethnicity">{text(labelsOf(ethnicityOptions, user.raceEthnicity).join(', '))}</Detail>
          <Detail label="International student">{user.isInternational ? 'Yes' : 'No'}</Detail>
          <Detail label="Timezone">{text(user.timezone?.replaceAll('_', ' '))}</Detail>
        </dl>
      </Card>

      <Card>
        <CardHeader title="What brings you joy" />
        <p className="whitespace-pre-line break-words text-base text-ink">
          {user.whatBringsYouJoy?.trim() ? user.whatBringsYouJoy : <span className="text-ink-muted">Not shared yet</span>}
        </p>
      </Card>

      <Card>
        <CardHeader title="Growth areas" />
        <BadgeList labels={growthLabels} />
        <p className="mt-4 text-sm text-ink-muted">
          Confidence level:{' '}
          <span className="font-medium text-ink">{user.confidenceLevel ? labelOf(confidenceLevelOptions, user.confidenceLevel) : 'Not set'}</span>
        </p>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader title="Coaching preferences" />
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label="Personality types">
            <BadgeList labels={labelsOf(personalityTypeOptions, user.personalityType)} tone="accent" />
          </Detail>
          <Detail label="Coaching styles">
            <BadgeList labels={labelsOf(coachingStyleOptions, user.coachingStyle)} tone="accent" />
          </Detail>
        </dl>
      </Card>
    </div>
  );
}
