// Reads a zone's offset and wall clock through the process's TZ, in a Node process of its own: Jest gives each
// test file a copy of the environment, where assigning TZ changes nothing. Standard input is a JSON list of
// [instant, zone] pairs; standard output is, for each, [offset, wall clock], then the TZ the process had
// afterwards and the local hour of the first instant before and after the readings.
import { offsetByTz, wallClockByTz } from '../../lambda/dates/time-zone';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const pairs = JSON.parse(input) as [number, string][];
  const hourBefore = new Date(pairs[0][0]).getHours();
  const readings = pairs.map(([at, zone]) => [offsetByTz(at, zone), wallClockByTz(at, zone)]);
  process.stdout.write(JSON.stringify({ readings, tz: process.env.TZ ?? null, hourBefore, hourAfter: new Date(pairs[0][0]).getHours() }));
});
