import { CopyButton } from '@/components/ui/copy-button';

/** A promo or shared code, large enough to read out at a counter, with its copy button. */
export function RedemptionCode({ label, code }: { label: string; code: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-control border border-dashed border-accent-500 bg-accent-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{label}</p>
        <p className="break-all font-mono text-lg font-bold tracking-wider text-ink">{code}</p>
      </div>
      <CopyButton text={code} label="Copy code" context={`${label.toLowerCase()} ${code}`} />
    </div>
  );
}
