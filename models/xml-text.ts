// Characters XML 1.0 does not allow in a document (and so not in SSML): C0 controls other than tab, line
// feed and carriage return, U+FFFE and U+FFFF, and UTF-16 surrogates not part of a pair. Text the service
// stores may be spoken, so the service refuses them in every text field.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
export const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (`tags[2]`, `description`) of the first string in `value` holding a character XML forbids, or
 * null when there is none. Object keys count as text too (the object's own path stands for a bad key; `body`
 * for the value itself). Walked with a stack, not recursion, so no nesting depth can overflow it.
 */
export function xmlForbiddenAt(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (XML_FORBIDDEN.test(item)) return path || 'body';
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], `${path}[${i}]`]);
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) if (XML_FORBIDDEN.test(key)) return path || 'body';
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i][1], path ? `${path}.${entries[i][0]}` : entries[i][0]]);
    }
  }
  return null;
}
