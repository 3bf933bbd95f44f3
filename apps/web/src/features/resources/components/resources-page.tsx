import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmbeddedPage } from '@/components/ui/embedded-page';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppConfig } from '@/lib/app-config';
import { serverMessageOr } from '@/lib/error-message';

/** /resources: the Bloom team's blog (RESOURCES_URL on the server), in a frame that loads as it comes into view. */
export default function ResourcesPage() {
  const config = useAppConfig();
  const url = config.data?.resources_url;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader title="Resources" description="Articles and guides from the Bloom team on wellbeing, study and growth." />
      {url ? (
        <EmbeddedPage src={url} title="Bloom blog" isLazy />
      ) : config.isError ? (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void config.refetch()}>
              Try again
            </Button>
          }
        >
          {serverMessageOr(config.error, 'Failed to fetch')}
        </Alert>
      ) : (
        <div aria-busy="true">
          <span className="sr-only" role="status">
            Loading...
          </span>
          <Skeleton className="h-[28rem] w-full rounded-card" />
        </div>
      )}
    </main>
  );
}
