import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const tones = {
  success: { Icon: CircleCheck, className: 'text-success-700' },
  warning: { Icon: TriangleAlert, className: 'text-warning-800' },
  error: { Icon: CircleAlert, className: 'text-danger-700' },
} as const;

/** The generic notice of the spec (success, warning, error) with OK, or the buttons given. */
export function NoticeDialog({
  open,
  onClose,
  tone,
  title,
  message,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  tone: keyof typeof tones;
  title: string;
  message: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  const { Icon, className } = tones[tone];
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="sm"
      title={
        <span className="inline-flex items-center gap-2">
          <Icon aria-hidden="true" className={`size-6 shrink-0 ${className}`} />
          {title}
        </span>
      }
      description={message}
      footer={footer ?? <Button onClick={onClose}>OK</Button>}
    >
      {children}
    </Dialog>
  );
}
