import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user';
import { errorMessage } from '@/lib/error-message';
import { profileMessages } from '../profile-form';
import { AccountDataCard } from './account-data-card';
import { ProfileDetails } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import { ProfilePicture } from './profile-picture';

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <h1 className="text-xl font-semibold text-ink sm:text-2xl">My Profile</h1>
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Card className="flex items-center gap-4">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </Card>
      <Card className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      </Card>
    </div>
  );
}

function Profile({ user }: { user: CurrentUser }) {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [isSaved, setSaved] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Back in view mode after Save or Cancel, focus returns to the button that opened the form.
  useEffect(() => {
    if (mode === 'view' && returnFocus.current) editButtonRef.current?.focus();
    returnFocus.current = mode === 'edit';
  }, [mode]);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-ink sm:text-2xl">My Profile</h1>
          <p className="text-sm text-ink-muted">{mode === 'edit' ? 'Update your details, then save.' : 'How coaches and the community get to know you.'}</p>
        </div>
        {mode === 'view' ? (
          <Button
            ref={editButtonRef}
            onClick={() => {
              setSaved(false);
              setMode('edit');
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        ) : null}
      </div>

      <div aria-live="polite">{isSaved ? <Alert tone="success">{profileMessages.updated}</Alert> : null}</div>

      <Card>
        <ProfilePicture user={user} />
      </Card>

      {mode === 'view' ? (
        <>
          <ProfileDetails user={user} />
          <AccountDataCard />
        </>
      ) : (
        <ProfileEditForm
          user={user}
          onCancel={() => setMode('view')}
          onSaved={() => {
            setSaved(true);
            setMode('view');
          }}
        />
      )}
    </>
  );
}

/** /profile: view and edit mode, and the picture upload. */
export default function ProfilePage() {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {isPending ? (
        <ProfileSkeleton />
      ) : isError || !user ? (
        <>
          <h1 className="text-xl font-semibold text-ink sm:text-2xl">My Profile</h1>
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {isError ? errorMessage(error) : 'No student profile found'}
          </Alert>
        </>
      ) : (
        <Profile user={user} />
      )}
    </main>
  );
}
