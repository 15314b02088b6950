// AMAZON.DURATION values are ISO 8601 durations: "PT2H", "PT1H30M", "PT45M", "P1D". Alexa sends "?" in
// place of a number it did not catch ("PT?H"), and years or months make no sense for a day's work.
import dayjs from 'dayjs';
import durationPlugin from 'dayjs/plugin/duration';

dayjs.extend(durationPlugin);

const ISO_DURATION = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export const MAX_LOGGED_SECONDS = 24 * 3600;

/**
 * What a number said alone in answer to "How long did you work?" most likely means, as an AMAZON.DURATION
 * value: up to nine (and halves), hours ("two", "one and a half"); from ten, minutes ("forty five"). The
 * skill asks before it logs it, so a wrong guess costs a "no".
 */
export function likelyDuration(number: number): string {
  return number < 10 ? `PT${number}H` : `PT${number}M`;
}

/**
 * "A day", "half a day", "a week" (P1D, P0.5D, P1W): no length of work. A day's work is eight hours for one
 * person and ten for another, and 24 for none: such a length is asked for in hours, never booked as said.
 */
export const saidInDays = (value: string | undefined) => !!value && /^P[^T]*[WD]/.test(value);

/** Seconds in an AMAZON.DURATION value, or null when it holds no usable length of time. */
export function durationSeconds(value: string | undefined): number | null {
  if (!value || !ISO_DURATION.test(value) || value === 'P' || value.endsWith('T')) return null;
  const seconds = dayjs.duration(value).asSeconds();
  return Number.isFinite(seconds) ? Math.round(seconds) : null;
}
