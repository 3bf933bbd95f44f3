import { Compass, ExternalLink } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { requestTourRestart } from '@/app/tour/tour-storage';
import { useAppConfig } from '@/lib/app-config';

export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  // The support team's ticket form is an operator setting (SUPPORT_FORM_URL), opened in a new tab.
  const appConfig = useAppConfig({ enabled: open });
  const supportFormUrl = appConfig.data?.support_form_url;

  function takeGuidedTour() {
    requestTourRestart();
    onOpenChange(false);
    navigate('/dashboard');
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Need Help?"
      description="Tell our support team what's going on, or take the guided tour again to find your way around."
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        {supportFormUrl ? (
          <a
            href={supportFormUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onOpenChange(false)}
            className={buttonClassName()}
          >
            Submit Support Ticket
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : appConfig.isError ? (
          <Alert
            tone="error"
            title="The support form could not be opened."
            action={
              <Button variant="outline" size="sm" onClick={() => void appConfig.refetch()}>
                Try again
              </Button>
            }
          />
        ) : (
          <Skeleton className="h-11 w-full" />
        )}
        <Button variant="secondary" onClick={takeGuidedTour}>
          <Compass aria-hidden="true" className="size-4" />
          Take Guided Tour
        </Button>
      </div>
    </Dialog>
  );
}
