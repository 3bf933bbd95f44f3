const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** "3:05 PM" today, "Yesterday", a weekday within the week, otherwise "Mar 4": as chat lists show times. */
export function formatListTime(date: Date, now = new Date()): string {
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return time.format(date);
  if (days === 1) return 'Yesterday';
  if (days < 7) return weekday.format(date);
  return monthDay.format(date);
}

/** A message's own time: the clock time, with the day when it was not today. */
export function formatMessageTime(date: Date, now = new Date()): string {
  const day = formatListTime(date, now);
  return day === time.format(date) ? day : `${day}, ${time.format(date)}`;
}
