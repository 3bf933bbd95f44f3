import type { TimezoneInfo } from '@bloom/contract/timezones';

/**
 * ICU in Node 20 still lists some zones under names IANA has since replaced (Asia/Calcutta); browsers
 * report the current names (Asia/Kolkata), so the list offers those.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Africa/Asmera': 'Africa/Asmara',
  'America/Coral_Harbour': 'America/Atikokan',
};

const NAME_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, { offset: Intl.DateTimeFormat; name: Intl.DateTimeFormat }>();

function formattersFor(timezone: string) {
  let pair = formatters.get(timezone);
  if (!pair) {
    pair = {
      offset: new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' }),
      name: new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longGeneric' }),
    };
    formatters.set(timezone, pair);
  }
  return pair;
}

let availableNames: string[] | undefined;

/** Every zone the runtime knows, under current IANA names, plus UTC. */
export function availableTimezoneNames(): string[] {
  availableNames ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((name) => CURRENT_NAMES[name] ?? name)])];
  return availableNames;
}

let namesByLowerCase: Map<string, string> | undefined;

/**
 * The zone's name as it should be stored, or null when it is not an IANA zone the runtime knows.
 * Offsets ("+05:30") and abbreviations the runtime does not know are refused; the case of a listed
 * name is corrected ("asia/kolkata" becomes "Asia/Kolkata").
 */
export function normalizeTimezone(input: string): string | null {
  const name = input.trim();
  if (name.length === 0 || name.length > 64 || !NAME_SHAPE.test(name)) return null;
  try {
    formattersFor(name);
  } catch {
    return null;
  }
  namesByLowerCase ??= new Map(availableTimezoneNames().map((n) => [n.toLowerCase(), n]));
  return namesByLowerCase.get(name.toLowerCase()) ?? name;
}

/** '+05:30' style. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function offsetMinutesAt(timezone: string, at: Date): number {
  const label = formattersFor(timezone).offset.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(label);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function readableNameOf(timezone: string, at: Date): string {
  const generic = formattersFor(timezone).name.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  if (timezone === 'UTC') return 'Coordinated Universal Time';
  // ICU falls back to "GMT+03:00" for zones without a name of their own; the city reads better then.
  if (!generic || /^GMT([+-]|$)/.test(generic)) return timezone.split('/').at(-1)!.replaceAll('_', ' ');
  return generic;
}

/** The zone's offset at this instant (daylight saving included) and a readable name. Expects a valid zone. */
export function describeTimezone(timezone: string, at: Date): TimezoneInfo {
  const offsetMinutes = offsetMinutesAt(timezone, at);
  return {
    timezone,
    offset_minutes: offsetMinutes,
    offset_formatted: formatOffset(offsetMinutes),
    readable_name: readableNameOf(timezone, at),
  };
}

export function listTimezones(at: Date): TimezoneInfo[] {
  return availableTimezoneNames()
    .map((name) => describeTimezone(name, at))
    .sort((a, b) => a.offset_minutes - b.offset_minutes || a.timezone.localeCompare(b.timezone));
}
