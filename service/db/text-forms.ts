// Forms of text the database compares and sorts by, worked out here so that PostgreSQL and PGlite, whatever
// their locales, order and match alike.

/** Accents and case folded, every run of anything but letters and digits one space. */
export const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * A key whose byte order (COLLATE "C") is the order a person expects, as `localeCompare` with base
 * sensitivity and numeric collation gives it: accents and case ignored, "Project 9" before "Project 10",
 * spaces before punctuation before digits before letters.
 */
export const sortKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .replace(/[^\p{L}\p{N} ]/gu, '!')
    .replace(/\d+/g, (digits) => {
      const significant = digits.replace(/^0+(?=\d)/, '');
      return `${String(significant.length).padStart(2, '0')}${significant}`;
    })
    .trim();
