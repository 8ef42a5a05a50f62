/**
 * The privacy policy's words for a list of what is collected: "a, b and c", or "a, b, and c" when an
 * item holds a comma of its own (so that the last one reads apart).
 */
export function collectedList(items: readonly string[]): string {
  const unique = [...new Set(items)];
  if (unique.length < 2) return unique.join('');
  const last = unique.at(-1)!;
  const comma = unique.some((item) => item.includes(','));
  return `${unique.slice(0, -1).join(', ')}${comma ? ',' : ''} and ${last}`;
}
