// The skill's time-zone helper answers as dayjs's timezone plugin did, around daylight-saving changes and
// in zones with odd offsets, whether it reads through the process's TZ (as a cold container does) or through
// one cached formatter per zone (as a container does once it has read enough).
import { spawn } from 'node:child_process';
import path from 'node:path';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  addDays,
  inZone,
  instantAt,
  COMMON_ZONES,
  isKnownTimeZone,
  localDate,
  offsetAt,
  timestampFor,
  type WallClock,
  wallClockByFormatter,
  zonedTimestamp,
  zoneOfOffset,
} from '../../lambda/dates/time-zone';

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

interface TzReadings {
  readings: [number, WallClock][];
  tz: string | null;
  hourBefore: number;
  hourAfter: number;
}

/** Offsets and wall clocks read through TZ, as a cold container reads them, in a process of its own with `TZ` as given. */
function readThroughTz(pairs: [number, string][], tz?: string): Promise<TzReadings> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
  if (tz !== undefined) env.TZ = tz;
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '../support/tz-readings.ts')], { env });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  child.stdin.end(JSON.stringify(pairs));
  return new Promise((resolve, reject) => child.on('close', (status) => (status === 0 ? resolve(JSON.parse(out)) : reject(new Error(err)))));
}

const wallText = (w: WallClock) =>
  `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')} ${[w.hour, w.minute, w.second].map((n) => String(n).padStart(2, '0')).join(':')}`;

// Every 7 minutes for 3 hours either side of each change, and every 29 hours through a year (29 and 24 share no factor, so every hour of the day comes round).
const INSTANTS = new Map(
  ZONES.map((zone) => [
    zone,
    [
      ...changesOf(zone).flatMap((change) => Array.from({ length: 52 }, (_, i) => change - 3 * HOUR + i * 7 * 60_000 + 13_457)),
      ...Array.from({ length: 302 }, (_, i) => at('2026-01-01T00:00:00Z') + i * 29 * HOUR + 59_999),
    ],
  ]),
);

// Every zone's instants read through TZ, in one process (starting one costs about a second).
let throughTz: Map<string, [number, WallClock][]>;
beforeAll(async () => {
  const { readings } = await readThroughTz(ZONES.flatMap((zone) => INSTANTS.get(zone)!.map((t): [number, string] => [t, zone])));
  throughTz = new Map(ZONES.map((zone) => [zone, readings.splice(0, INSTANTS.get(zone)!.length)]));
}, 30_000);

describe.each(ZONES)('%s', (zone) => {
  const instants = INSTANTS.get(zone)!;

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

  test('both ways of reading the zone give dayjs .tz(): through the process’s TZ and through a formatter', () => {
    const readings = throughTz.get(zone)!;
    instants.forEach((t, i) => {
      const reference = dayjs(t).tz(zone);
      const wall = reference.format('YYYY-MM-DD HH:mm:ss');
      expect([readings[i][0], wallText(readings[i][1]), wallText(wallClockByFormatter(t, zone))]).toEqual([reference.utcOffset(), wall, wall]);
    });
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

test.each([undefined, ':UTC', 'Asia/Tokyo'])('reading through TZ leaves the process’s TZ as it found it (%s), and its dates', async (tz) => {
  const summer = at('2026-07-01T12:00:00Z');
  const read = await readThroughTz([[summer, 'America/Los_Angeles'], [summer, 'Asia/Kathmandu']], tz);
  expect(read.readings.map(([offset, wall]) => [offset, wallText(wall)])).toEqual([
    [-420, '2026-07-01 05:00:00'],
    [345, '2026-07-01 17:45:00'],
  ]);
  expect([read.tz, read.hourAfter]).toEqual([tz ?? null, read.hourBefore]);
  expect(read.hourBefore).toBe(tz === 'Asia/Tokyo' ? 21 : 12);
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

test('the zones known without reading ICU\'s list are taken by Intl, and read through TZ as through a formatter', async () => {
  for (const zone of COMMON_ZONES) expect([zone, takenByIntl(zone)]).toEqual([zone, true]);
  // Twice a month through 2026, at hours that come round the day.
  const instants = Array.from({ length: 24 }, (_, i) => at('2026-01-01T00:00:00Z') + i * 365.25 * HOUR + i * 3 * HOUR);
  const pairs = [...COMMON_ZONES].flatMap((zone) => instants.map((t): [number, string] => [t, zone]));
  const { readings } = await readThroughTz(pairs);
  expect(readings.map(([, wall], i) => `${pairs[i][1]} ${wallText(wall)}`)).toEqual(pairs.map(([t, zone]) => `${zone} ${wallText(wallClockByFormatter(t, zone))}`));
}, 30_000);

test('names ICU does not list are still known when Intl takes them (UTC, aliases), and nonsense is not', () => {
  for (const zone of ['UTC', 'Etc/UTC', 'GMT', 'US/Pacific', 'Asia/Calcutta', 'america/los_angeles', 'Mars/Olympus_Mons', '', 'Europe/', '../etc/passwd']) {
    expect([zone, isKnownTimeZone(zone)]).toEqual([zone, takenByIntl(zone)]);
  }
  expect(isKnownTimeZone('UTC')).toBe(true);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
});

describe('zoneOfOffset: a zone keeping the offset an entry was written with', () => {
  test.each([
    ['2026-11-23T09:00:00.000-08:00', 'Etc/GMT+8', '2026-11-23'],
    ['2026-11-23T23:30:00.000+05:30', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-23T23:30:00.000+14:00', 'Etc/GMT-14', '2026-11-23'],
    ['2026-11-23T09:00:00.000-03:30', 'America/St_Johns', '2026-11-23'],
  ])('%s is %s, on its own day', (timestamp, zone, day) => {
    expect(zoneOfOffset(timestamp)).toBe(zone);
    expect(localDate(Date.parse(timestamp), zoneOfOffset(timestamp)!)).toBe(day);
  });

  test.each(['2026-11-23T09:00:00.000Z', '2026-11-23T09:00:00.000+00:00', '2026-11-23T09:00:00.000+07:15', '2026-11-23T09:00:00.000-13:00', 'not a date'])('%s says nothing of the person', (timestamp) => {
    expect(zoneOfOffset(timestamp)).toBeUndefined();
  });
});
