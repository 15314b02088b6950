/** Makes text safe inside SSML: project names such as "Smith & Sons" or "R&D <beta>" must not break the markup. */
export function escapeSsml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The plain text a card shows, from speech: tags dropped, entities decoded. */
export function ssmlToText(ssml: string): string {
  return ssml
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}
