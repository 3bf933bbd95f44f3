import type { MentorProfile } from '@bloom/contract/coaching';
import { ArrowLeft, Award, BadgeCheck, Briefcase, CalendarPlus, GraduationCap, MapPin, SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatPlace, StarRating } from '@/components/coaching-cards/star-rating';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { analyticsEvents, track } from '@/lib/analytics';
import { coachErrorMessage, COACH_NOT_FOUND_MESSAGE, useMentorProfile } from '../api/get-mentor-profile';
import { shortDateLabel } from '../calendar';
import { sanitizeBio } from '../sanitize-bio';
import { useCoachTimes } from '../use-coach-times';
import { BookingDialog, coachNameOf } from './booking-dialog';

/** The route's coach id, or null when it is not a positive whole number. */
export function parseCoachId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The bio, with the server's sanitised HTML cleaned once more on this side (see sanitize-bio.ts). */
export function CoachBio({ html }: { html: string }) {
  const clean = sanitizeBio(html);
  if (!clean) return <p className="text-ink-muted">This coach hasn't written a bio yet.</p>;
  return (
    <div
      className="max-w-prose text-ink [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:mb-1 [&_h4]:mt-3 [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
      // The only HTML rendered: the server's sanitised bio after this client's allow-list pass.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function ProfileFacts({ coach }: { coach: MentorProfile }) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="coach-about-title">
        <h2 id="coach-about-title" className="mb-3 text-lg font-semibold text-ink">
          About {coach.user.first_name || 'this coach'}
        </h2>
        <CoachBio html={coach.description} />
      </section>
      {coach.specialties.length > 0 ? (
        <section aria-labelledby="coach-specialties-title">
          <h2 id="coach-specialties-title" className="mb-3 text-lg font-semibold text-ink">
            Specialties
          </h2>
          <ul className="flex flex-wrap gap-2">
            {coach.specialties.map((specialty) => (
              <li key={specialty}>
                <Badge tone="primary" className="px-3 py-1 text-sm font-medium">
                  {specialty}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        {coach.credentials.length > 0 ? (
          <section aria-labelledby="coach-credentials-title">
            <h2 id="coach-credentials-title" className="mb-3 text-lg font-semibold text-ink">
              Credentials
            </h2>
            <ul className="flex flex-col gap-2">
              {coach.credentials.map((credential) => (
                <li key={credential} className="flex gap-2 text-sm text-ink">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
                  {credential}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {coach.qualification ? (
          <section aria-labelledby="coach-qualification-title">
            <h2 id="coach-qualification-title" className="mb-3 text-lg font-semibold text-ink">
              Qualification
            </h2>
            <p className="flex gap-2 text-sm text-ink">
              <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
              {coach.qualification}
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

const DATES_SHOWN = 5;
const TIMES_PER_DATE = 6;

/** The next dates with free times; picking a time opens the booking dialog with it chosen. */
function AvailabilityTab({ coach, onPick, onSeeAll }: { coach: MentorProfile; onPick: (date: string, start: string) => void; onSeeAll: () => void }) {
  const times = useCoachTimes(coach.id);
  const dates = [...times.timesByDate.keys()].sort().slice(0, DATES_SHOWN);

  if (times.availability.isError) {
    return (
      <Alert
        tone="error"
        title="We couldn't load this coach's free times."
        action={
          <Button variant="outline" onClick={() => void times.availability.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (times.isWaitingForZone || times.availability.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">Loading free times...</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (dates.length === 0) {
    return (
      <Alert tone="info" title="No free times in the next 45 days">
        {coachNameOf(coach)} has no open times right now. Please check back soon.
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        The next free times, in your timezone ({times.timezone}). Pick one to book it, or see every date.
      </p>
      <ul className="flex flex-col gap-4">
        {dates.map((date) => {
          const list = times.timesByDate.get(date) ?? [];
          return (
            <li key={date}>
              <h3 className="mb-2 text-sm font-semibold text-ink">{shortDateLabel(date)}</h3>
              <div className="flex flex-wrap gap-2">
                {list.slice(0, TIMES_PER_DATE).map((time) => (
                  <Button key={time.start} variant="outline" onClick={() => onPick(date, time.start)} aria-label={`Book ${shortDateLabel(date)} at ${time.label}`}>
                    {time.label}
                  </Button>
                ))}
                {list.length > TIMES_PER_DATE ? (
                  <Button variant="ghost" onClick={() => onPick(date, '')}>
                    +{list.length - TIMES_PER_DATE} more
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="secondary" onClick={onSeeAll}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          See all dates
        </Button>
      </div>
    </div>
  );
}

function CoachHeader({ coach, onBook }: { coach: MentorProfile; onBook: () => void }) {
  const name = coachNameOf(coach);
  return (
    <Card className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-left">
      <Avatar name={name} src={coach.url} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
        <h1 className="text-2xl font-bold text-ink">{name}</h1>
        {coach.focus_area ? <p className="font-medium text-primary-800">{coach.focus_area}</p> : null}
        <StarRating rating={coach.rating} />
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-ink-muted sm:justify-start">
          <li className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {formatPlace(coach.city, coach.state)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Briefcase aria-hidden="true" className="size-4" />
            {coach.years_of_experience === 1 ? '1 year of experience' : `${coach.years_of_experience} years of experience`}
          </li>
          {coach.credentials[0] ? (
            <li className="inline-flex items-center gap-1">
              <Award aria-hidden="true" className="size-4" />
              {coach.credentials[0]}
            </li>
          ) : null}
        </ul>
      </div>
      <Button size="lg" onClick={onBook} className="w-full sm:w-auto">
        <CalendarPlus aria-hidden="true" className="size-5" />
        Book Session
      </Button>
    </Card>
  );
}

/** /coach/{coachId}: the coach's profile with About and Availability tabs, and the booking flow. */
export default function CoachProfilePage() {
  const navigate = useNavigate();
  const coachId = parseCoachId(useParams().coachId);
  const profile = useMentorProfile(coachId);
  const [booking, setBooking] = useState<{ key: number; open: boolean; date: string; start: string }>({ key: 0, open: false, date: '', start: '' });
  const setBookingOpen = useCallback((open: boolean) => setBooking((current) => ({ ...current, open })), []);

  function openBooking(date = '', start = '') {
    track(analyticsEvents.bookingInterest, { properties: { coach_id: coachId ?? 0 } });
    setBooking((current) => ({ key: current.key + 1, open: true, date, start }));
  }

  if (coachId !== null && profile.isPending) {
    return (
      <main className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <div className="flex justify-center text-ink-muted">
          <Spinner label="Loading Coach Profile" />
        </div>
        <Skeleton className="h-44" />
        <Skeleton className="h-64" />
      </main>
    );
  }

  if (coachId === null || profile.isError || !profile.data) {
    const message = coachId === null ? COACH_NOT_FOUND_MESSAGE : coachErrorMessage(profile.error);
    return (
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-700">
          <SearchX aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-xl font-semibold text-ink" role="alert">
          {message}
        </h1>
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </Button>
      </main>
    );
  }

  const coach = profile.data;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <CoachHeader coach={coach} onBook={() => openBooking()} />
      <Card>
        <Tabs
          label={`About ${coachNameOf(coach)}`}
          onValueChange={(tab) => track(analyticsEvents.tabNavigation, { label: `coach-profile:${tab}` })}
          items={[
            { value: 'about', label: 'About', content: <ProfileFacts coach={coach} /> },
            {
              value: 'availability',
              label: 'Availability',
              content: <AvailabilityTab coach={coach} onPick={(date, start) => openBooking(date, start)} onSeeAll={() => openBooking()} />,
            },
          ]}
        />
      </Card>
      <BookingDialog
        key={booking.key}
        coach={coach}
        open={booking.open}
        onOpenChange={setBookingOpen}
        initialDate={booking.date}
        initialStart={booking.start}
      />
    </main>
  );
}
