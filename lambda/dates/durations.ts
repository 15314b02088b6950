// AMAZON.DURATION values are ISO 8601 durations: "PT2H", "PT1H30M", "PT45M", "P1D". Alexa sends "?" in
// place of a number it did not catch ("PT?H"), and years or months make no sense for a day's work.
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';

dayjs.extend(durationPlugin);

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const MAX_LOGGED_SECONDS = 24 * 3600;

/** Seconds in an AMAZON.DURATION value, or null when it holds no usable length of time. */
export function durationSeconds(value: string | undefined): number | null {
  if (!value || !ISO_DURATION.test(value) || value === 'P' || value.endsWith('T')) return null;
  const seconds = dayjs.duration(value).asSeconds();
  return Number.isFinite(seconds) ? Math.round(seconds) : null;
}
