// Tests on the real clock meet the small hours wherever they run: before 5 am a log without a day asks which
// day, and "last friday" said just after midnight on a Friday asks which Friday. Such tests talk from a zone
// where it is working hours now, so that what they check does not depend on when CI runs.
const ZONES = ['America/Los_Angeles', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Auckland', 'Pacific/Honolulu'];

const hourIn = (zone: string, at: number) => Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(at));

/** A time zone of the person's where it is between 9 am and 3 pm now (Los Angeles when it is). */
export function daytimeZone(at = Date.now()): string {
  const zone = ZONES.find((candidate) => hourIn(candidate, at) >= 9 && hourIn(candidate, at) < 15);
  if (!zone) throw new Error('no zone in working hours: add one to ZONES');
  return zone;
}
