import { RetryAlert } from '@/components/ui/alert';
import { EmbeddedPage, EmbeddedPageSkeleton } from '@/components/ui/embedded-page';
import { PageHeader } from '@/components/ui/page-header';
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
        <RetryAlert onRetry={() => void config.refetch()}>{serverMessageOr(config.error, 'Failed to fetch')}</RetryAlert>
      ) : (
        <EmbeddedPageSkeleton />
      )}
    </main>
  );
}
