import type { Badge } from '@bloom/contract/gamification';
import { ExternalLink } from 'lucide-react';
import { BadgeIcon } from '@/components/badges/badge-icon';
import { buttonClassName } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { achievementText, linkedInShareUrl } from '../badge-image';
import { DownloadBadgeButton } from './download-badge-button';

/** The share popup: the achievement's text, a link to share it on LinkedIn, copy, and the badge as an image. */
export function ShareAchievementDialog({ badge, onClose }: { badge: Badge | null; onClose: () => void }) {
  const text = badge ? achievementText(badge) : '';
  return (
    <Dialog
      open={badge !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Share your achievement"
      description="Post it on LinkedIn, or copy the text to share it anywhere."
    >
      {badge ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <BadgeIcon badge={badge} />
            <p className="font-semibold text-ink">{badge.name}</p>
          </div>
          <blockquote className="rounded-control border border-line bg-canvas p-3 text-sm text-ink">{text}</blockquote>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <a href={linkedInShareUrl(text)} target="_blank" rel="noopener noreferrer" className={buttonClassName({ size: 'sm' })}>
              Share on LinkedIn
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <CopyButton text={text} label="Copy text" context="the achievement text" />
            <DownloadBadgeButton badge={badge} />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
