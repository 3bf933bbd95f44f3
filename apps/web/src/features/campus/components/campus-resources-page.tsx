import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmbeddedPage, EmbeddedPageSkeleton } from '@/components/ui/embedded-page';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { serverMessageOr } from '@/lib/error-message';
import { useSchools } from '@/lib/schools';

const NO_RESOURCES = 'No College Resources Available';

/**
 * /campus-resources: the student's school's own resource page (counseling, health, wellbeing), shown
 * in a frame. The school and its link come from the schools list, which always holds the student's own.
 */
export default function CampusResourcesPage() {
  const user = useCurrentUser();
  const schools = useSchools();
  const schoolId = user.data?.schoolId ?? null;
  // The catch-all school ('Other / Not listed') is no school of the student's own.
  const school = schools.data?.find((s) => s.school_id === schoolId && !s.is_catch_all);

  let content;
  if (user.isPending || (schoolId !== null && schools.isPending)) {
    content = <EmbeddedPageSkeleton />;
  } else if (schoolId !== null && schools.isError) {
    content = (
      <RetryAlert onRetry={() => void schools.refetch()}>{serverMessageOr(schools.error, 'Failed to fetch schools')}</RetryAlert>
    );
  } else if (!school) {
    content = (
      <Card>
        <EmptyState
          icon={Building2}
          title={NO_RESOURCES}
          hint="Your profile does not name your school yet. When your school is on Bloom, choose it on your profile to see its resources here."
          action={
            <Link to="/profile" className={buttonClassName({ variant: 'outline' })}>
              Go to Profile
            </Link>
          }
        />
      </Card>
    );
  } else if (!school.resource_link) {
    content = (
      <Card>
        <EmptyState
          icon={Building2}
          title={NO_RESOURCES}
          hint={`${school.school_name} has not shared its student resources with Bloom yet. Please check back later.`}
        />
      </Card>
    );
  } else {
    content = <EmbeddedPage src={school.resource_link} title={`${school.school_name} student resources`} />;
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Campus Resources"
        description={school ? `Support and services at ${school.school_name}.` : 'Support and services at your school.'}
      />
      {content}
    </main>
  );
}
