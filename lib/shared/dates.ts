/** Date helpers for the wire format people see: MM/DD/YYYY (SPEC §9). */

/** Milliseconds in a day of 24 hours (a span in days, not a calendar day: Virginia's clock has 23- and 25-hour days). */
export const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'YYYY-MM-DD' (or a full ISO timestamp) → 'MM/DD/YYYY'. */
export function isoToUsDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) throw new Error(`Not an ISO date: ${iso}`);
  return `${m[2]}/${m[3]}/${m[1]}`;
}

/** 'MM/DD/YYYY' → 'YYYY-MM-DD'; throws on anything else, including impossible dates. */
export function usDateToIso(us: string): string {
  const m = US_DATE.exec(us);
  if (!m) throw new Error(`Not an MM/DD/YYYY date: ${us}`);
  const iso = `${m[3]}-${m[1]}-${m[2]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    throw new Error(`Not a real calendar date: ${us}`);
  }
  return iso;
}

/** Sortable number for an MM/DD/YYYY date (newest first = descending). */
export function usDateValue(us: string): number {
  return Date.parse(`${usDateToIso(us)}T00:00:00Z`);
}

/** The parts of an instant as Virginia's clock reads it (America/New_York), by part type. */
function virginiaParts(iso: string, options: Intl.DateTimeFormatOptions): (type: string) => string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...options,
  }).formatToParts(new Date(iso));
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** The day an event happens in Virginia, as MM/DD/YYYY. */
export function virginiaDay(iso: string): string {
  const get = virginiaParts(iso, {});
  return `${get('month')}/${get('day')}/${get('year')}`;
}

/**
 * A moment as staff read it (every time says its zone): Virginia's date and time with EST or
 * EDT, e.g. "11/24/2026 1:20 PM EST".
 */
export function virginiaDateTime(iso: string): string {
  const get = virginiaParts(iso, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}

/**
 * A moment in a CSV export: Virginia's date and 24-hour time with its zone, e.g.
 * "2026-11-24 13:20:05 EST", sortable as text and never UTC taken for local time. Empty for null or ''.
 */
export function virginiaCsvDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const get = virginiaParts(iso, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')} ${get('timeZoneName')}`;
}

/** Virginia's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
function virginiaOffsetMinutes(at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-05:00';
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * A wall-clock time in Virginia ('YYYY-MM-DDTHH:mm', as a datetime-local field gives it) → the instant as an
 * ISO string in UTC, or null when it is not such a time. Staff enter times as Virginia reads them, whatever
 * their computer's zone.
 */
export function virginiaLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  let instant = asUtc - virginiaOffsetMinutes(new Date(asUtc)) * 60_000;
  instant = asUtc - virginiaOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

/** An instant → Virginia's wall-clock 'YYYY-MM-DDTHH:mm' (the value of a datetime-local field). */
export function isoToVirginiaLocal(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + virginiaOffsetMinutes(at) * 60_000);
  return local.toISOString().slice(0, 16);
}
