import type { Badge } from '@bloom/contract/gamification';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { badgeFileName, renderBadgeImage, saveFile } from '../badge-image';

/** Downloads the badge as a PNG image; says so when the browser cannot draw it. */
export function DownloadBadgeButton({ badge, ...props }: { badge: Badge } & Omit<ButtonProps, 'onClick'>) {
  const [isWorking, setIsWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setIsWorking(true);
    setFailed(false);
    try {
      saveFile(await renderBadgeImage(badge), badgeFileName(badge.name));
    } catch {
      setFailed(true);
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <>
      <Button variant="outline" size="sm" isBusy={isWorking} busyLabel="Preparing..." onClick={() => void download()} {...props}>
        <Download aria-hidden="true" className="size-4" />
        Download badge
        <span className="sr-only"> ({badge.name})</span>
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger-700">
          Could not make the image. Please try again.
        </p>
      ) : null}
    </>
  );
}
