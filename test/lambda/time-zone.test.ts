// The skill's time-zone helper answers as dayjs's timezone plugin did, around daylight-saving changes and
// in zones with odd offsets, with one cached formatter per zone instead of a new one on every call.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { addDays, inZone, instantAt, isKnownTimeZone, localDate, offsetAt, timestampFor, zonedTimestamp } from '../../lambda/dates/time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

const HOUR = 3600_000;
const at = (iso: string) => Date.parse(iso);

// Zones with a change at 2 am, at midnight (Santiago), of half an hour (Lord Howe), with quarter-hour
// offsets (Kathmandu, Chatham), south of the equator (Sydney), a day ahead (Kiritimati), none (UTC).
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'America/St_Johns',
  'America/Santiago',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'Pacific/Pago_Pago',
];

/** The instants a zone changes its offset in 2025–2027, found by walking hours. */
function changesOf(zone: string): number[] {
  const found: number[] = [];
  let before = offsetAt(at('2025-01-01T00:00:00Z'), zone);
  for (let t = at('2025-01-01T00:00:00Z'); t < at('2027-12-31T00:00:00Z'); t += HOUR) {
    const offset = offsetAt(t, zone);
    if (offset !== before) found.push(t);
    before = offset;
  }
  return found;
}

describe.each(ZONES)('%s', (zone) => {
  // Every 7 minutes for 3 hours either side of each change, and every 13 hours through a year.
  const changes = changesOf(zone);
  const instants = [
    ...changes.flatMap((change) => Array.from({ length: 52 }, (_, i) => change - 3 * HOUR + i * 7 * 60_000 + 13_457)),
    ...Array.from({ length: 680 }, (_, i) => at('2026-01-01T00:00:00Z') + i * 13 * HOUR + 59_999),
  ];

  test('the local date, timestamp and offset of an instant are dayjs .tz()', () => {
    for (const t of instants) {
      const reference = dayjs(t).tz(zone);
      expect([localDate(t, zone), zonedTimestamp(t, zone), offsetAt(t, zone)]).toEqual([
        reference.format('YYYY-MM-DD'),
        reference.format('YYYY-MM-DDTHH:mm:ssZ'),
        reference.utcOffset(),
      ]);
      expect(inZone(t, zone).format('YYYY-MM-DD HH:mm:ss Z h:mm A')).toBe(reference.format('YYYY-MM-DD HH:mm:ss Z h:mm A'));
    }
  });

  test('the instant of a wall-clock time is dayjs.tz(), also in the hours a change skips or repeats', () => {
    for (const t of instants) {
      const wall = dayjs(t).tz(zone).format('YYYY-MM-DD HH:mm:00');
      // The same wall time, and that time an hour on: around a change, one of them is skipped or repeated.
      for (const text of [wall, dayjs(`${wall}Z`).add(1, 'hour').utc().format('YYYY-MM-DD HH:mm:00')]) {
        expect(instantAt(text, zone)).toBe(dayjs.tz(text, zone).valueOf());
      }
    }
  });
});

test('zones with a change do change (the walk above covers real edges)', () => {
  expect(changesOf('America/New_York')).toHaveLength(6);
  expect(changesOf('Australia/Lord_Howe')).toHaveLength(6);
  expect(changesOf('Asia/Kathmandu')).toHaveLength(0);
});

test('New York in spring: 2:30 does not exist and is read as 3:30 daylight time', () => {
  expect(zonedTimestamp(instantAt('2026-03-08 02:30:00', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
  expect(zonedTimestamp(at('2026-03-08T06:59:59Z'), 'America/New_York')).toBe('2026-03-08T01:59:59-05:00');
  expect(zonedTimestamp(at('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08T03:00:00-04:00');
});

test('New York in autumn: 1:30 happens twice; the instants either side show both offsets', () => {
  expect(zonedTimestamp(at('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
  expect(zonedTimestamp(at('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30:00-05:00');
  expect([at('2026-11-01T05:30:00Z'), at('2026-11-01T06:30:00Z')]).toContain(instantAt('2026-11-01 01:30:00', 'America/New_York'));
});

test('quarter-hour and day-ahead offsets are written as they are', () => {
  expect(zonedTimestamp(at('2026-06-01T12:00:00Z'), 'Asia/Kathmandu')).toBe('2026-06-01T17:45:00+05:45');
  expect(zonedTimestamp(at('2026-06-01T12:00:00Z'), 'Pacific/Chatham')).toBe('2026-06-02T00:45:00+12:45');
  expect(zonedTimestamp(at('2026-06-01T12:00:00Z'), 'America/St_Johns')).toBe('2026-06-01T09:30:00-02:30');
  expect(localDate(at('2026-06-01T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-06-02');
  expect(localDate(at('2026-06-01T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-05-31');
  expect(zonedTimestamp(at('2026-06-01T00:00:00.999Z'), 'UTC')).toBe('2026-06-01T00:00:00+00:00');
});

test('midnight is hour 0, not 24', () => {
  expect(zonedTimestamp(at('2026-06-01T04:00:00Z'), 'America/New_York')).toBe('2026-06-01T00:00:00-04:00');
});

test('a day logged in the past is noon that day in the zone; today is now', () => {
  const now = at('2026-11-23T15:00:00Z');
  expect(timestampFor('2026-11-20', 'America/New_York', now)).toBe('2026-11-20T12:00:00-05:00');
  expect(timestampFor('2026-11-23', 'America/New_York', now)).toBe('2026-11-23T10:00:00-05:00');
  expect(timestampFor('2026-03-08', 'America/New_York', now)).toBe('2026-03-08T12:00:00-04:00');
  expect(timestampFor('2026-04-05', 'Australia/Lord_Howe', now)).toBe(dayjs.tz('2026-04-05 12:00:00', 'Australia/Lord_Howe').format('YYYY-MM-DDTHH:mm:ssZ'));
});

test('days are counted on the calendar, across month, year and leap day', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
});

test('zone names are checked, and an unknown one is refused', () => {
  expect(isKnownTimeZone('America/New_York')).toBe(true);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  expect(() => localDate(Date.now(), 'Mars/Olympus_Mons')).toThrow(RangeError);
});

// Which names the skill takes from the Alexa settings API: whatever ICU takes, though most are recognised from
// ICU's list without the cost of a first Intl.DateTimeFormat.
const takenByIntl = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

test('every name ICU lists is known, as Intl.DateTimeFormat would say', () => {
  const listed = Intl.supportedValuesOf('timeZone');
  expect(listed.length).toBeGreaterThan(300);
  for (const zone of listed) expect([zone, isKnownTimeZone(zone)]).toEqual([zone, takenByIntl(zone)]);
});

test('names ICU does not list are still known when Intl takes them (UTC, aliases), and nonsense is not', () => {
  for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'US/Pacific', 'Asia/Calcutta', 'america/los_angeles', 'Mars/Olympus_Mons', '', 'Europe/', '../etc/passwd']) {
    expect([zone, isKnownTimeZone(zone)]).toEqual([zone, takenByIntl(zone)]);
  }
  expect(isKnownTimeZone('UTC')).toBe(true);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
});
