// What XML 1.0 does not allow in a document at all, escaped or not: C0 controls but tab and line ends,
// surrogates without their other half, U+FFFE and U+FFFF. One of them makes a whole response invalid SSML.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without the characters XML forbids (a name typed with a stray control character reads as it was meant). */
/** Whether the text holds a character XML forbids. */
export function holdsXmlForbidden(text: string): boolean {
  XML_FORBIDDEN.lastIndex = 0;
  return XML_FORBIDDEN.test(text);
}

export function withoutXmlForbidden(text: string): string {
  return text.replace(XML_FORBIDDEN, '');
}

/**
 * Makes text safe inside SSML: project names such as "Smith & Sons" or "R&D <beta>" must not break the
 * markup, and neither may a character XML forbids, whoever typed it.
 */
export function escapeSsml(text: string): string {
  return withoutXmlForbidden(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The plain text a card shows, from speech: tags dropped, entities decoded. */
export function ssmlToText(ssml: string): string {
  return ssml
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}
