/**
 * Wall-clock time in IANA zones on top of Intl, so no time-zone database ships with the server: the one in
 * Node (ICU) is the one every other part of the stack already trusts.
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A calendar date as the numbers of its parts (month 1-12). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A zone's formatter and the name Intl resolves it to (reading that name back costs as much as a lookup). */
const formatters = new Map<string, { formatter: Intl.DateTimeFormat; resolvedName: string }>();

function createFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/**
 * The zone's name, properly cased ("america/new_york" -> "America/New_York"), or null when Intl does not know
 * it. Aliases keep the spelling given: Node's ICU would turn "Asia/Kolkata" into the legacy "Asia/Calcutta".
 */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    const { resolvedName } = zoneOf(timeZone);
    return resolvedName.toLowerCase() === timeZone.toLowerCase() ? resolvedName : timeZone;
  } catch {
    return null;
  }
}

/** Cached by lower-cased name (zone names are case-insensitive), so the cache never outgrows the zone list. */
function zoneOf(timeZone: string) {
  const key = timeZone.toLowerCase();
  let zone = formatters.get(key);
  if (!zone) {
    const formatter = createFormatter(timeZone);
    zone = { formatter, resolvedName: formatter.resolvedOptions().timeZone };
    formatters.set(key, zone);
  }
  return zone;
}

/** The wall-clock reading of an instant in a zone, as if it were a UTC instant (ms). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = zoneOf(timeZone).formatter.formatToParts(instantMs);
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of parts) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
      default:
        break;
    }
  }
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset at an instant straight from Intl (a few microseconds each: used to build timelines). */
function intlOffsetMs(instantMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

interface YearTimeline {
  /** Offset in effect at the start of the (UTC) year. */
  initial: number;
  /** Each change: from `at` on, `offset` applies. Sorted. */
  changes: { at: number; offset: number }[];
}

const timelines = new Map<string, YearTimeline>();
const MAX_TIMELINES = 5_000;
const SAMPLE_MS = 12 * 3600_000;

/**
 * The offset changes of one zone in one UTC year, found by sampling every 12 hours and bisecting each change
 * to the minute. No zone changes its offset twice within 12 hours, so nothing is missed; availability for a
 * coach then costs arithmetic instead of hundreds of Intl calls.
 */
function timelineOf(timeZone: string, year: number): YearTimeline {
  const key = `${timeZone.toLowerCase()}:${year}`;
  const cached = timelines.get(key);
  if (cached) return cached;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initial = intlOffsetMs(start, timeZone);
  const changes: { at: number; offset: number }[] = [];
  let previousAt = start;
  let previousOffset = initial;
  for (let t = Math.min(start + SAMPLE_MS, end); ; t = Math.min(t + SAMPLE_MS, end)) {
    const offset = intlOffsetMs(t, timeZone);
    if (offset !== previousOffset) {
      let lo = previousAt / MINUTE_MS;
      let hi = t / MINUTE_MS;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (intlOffsetMs(mid * MINUTE_MS, timeZone) === previousOffset) lo = mid;
        else hi = mid;
      }
      const at = hi * MINUTE_MS;
      if (at < end) changes.push({ at, offset: intlOffsetMs(at, timeZone) });
      previousOffset = offset;
    }
    previousAt = t;
    if (t >= end) break;
  }
  if (timelines.size >= MAX_TIMELINES) timelines.clear();
  const timeline = { initial, changes };
  timelines.set(key, timeline);
  return timeline;
}

/** The zone's offset from UTC at an instant, in ms (wall = instant + offset). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const { initial, changes } = timelineOf(timeZone, new Date(instantMs).getUTCFullYear());
  let offset = initial;
  let lo = 0;
  let hi = changes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (changes[mid]!.at <= instantMs) {
      offset = changes[mid]!.offset;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return offset;
}

/** The calendar date the zone's clocks show at an instant. */
export function zonedDateOf(instantMs: number, timeZone: string): CalendarDate {
  const wall = new Date(instantMs + zoneOffsetMs(instantMs, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The instant at which the zone's clocks show the given wall time (minutes after midnight of `date`).
 * Like Temporal's 'compatible' choice: a time shown twice (clocks going back) is the earlier instant; a time
 * never shown (clocks going forward) moves forward by the length of the gap.
 */
export function zonedTimeToInstant(date: CalendarDate, minuteOfDay: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * MINUTE_MS;
  const offsetBefore = zoneOffsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wall + DAY_MS, timeZone);
  let best: number | null = null;
  for (const offset of offsetBefore === offsetAfter ? [offsetBefore] : [offsetBefore, offsetAfter]) {
    const candidate = wall - offset;
    if (zoneOffsetMs(candidate, timeZone) === offset && (best === null || candidate < best)) best = candidate;
  }
  return best ?? wall - offsetBefore;
}

/** The first instant of a calendar date in a zone. */
export function startOfZonedDay(date: CalendarDate, timeZone: string): number {
  return zonedTimeToInstant(date, 0, timeZone);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** 0 = Sunday, as in the weekly availability rows. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day);
}

export function formatDate(date: CalendarDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Parses "YYYY-MM-DD"; null when it is not a real date. */
export function parseDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return formatDate(addDays(date, 0)) === value ? date : null;
}

/**
 * Splits [start, end) into pieces of constant zone offset, each change found to the minute (offsets change
 * on whole minutes). Real zones change at most once a day; a midpoint probe still catches a change that is
 * undone within the same span.
 */
export function constantOffsetPieces(
  startMs: number,
  endMs: number,
  timeZone: string,
): { start: number; end: number; offset: number }[] {
  const pieces: { start: number; end: number; offset: number }[] = [];
  let from = startMs;
  while (from < endMs) {
    const offset = zoneOffsetMs(from, timeZone);
    const middle = from + Math.floor((endMs - from) / 2);
    let differing: number | null = null;
    if (zoneOffsetMs(middle, timeZone) !== offset) differing = middle;
    else if (zoneOffsetMs(endMs - 1, timeZone) !== offset) differing = endMs - 1;
    if (differing === null) {
      pieces.push({ start: from, end: endMs, offset });
      break;
    }
    let lo = from;
    let hi = differing;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffsetMs(mid, timeZone) === offset) lo = mid;
      else hi = mid;
    }
    const change = Math.max(Math.floor(hi / MINUTE_MS) * MINUTE_MS, from + 1);
    pieces.push({ start: from, end: change, offset });
    from = change;
  }
  return pieces;
}
