// Which time zone names the skill takes from the Alexa settings API: whatever ICU takes, though most are
// recognised from ICU's list without the cost of a first Intl.DateTimeFormat.
import { isKnownTimeZone } from '../../lambda/dates/time-zone';

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
