const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Under an hour 'Just now', under a day in hours, else in days (spec: likers and posts). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(elapsed / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
