/**
 * Fits text into a marketplace field without cutting a word in half (issue 10 item 7).
 * Counts code points (an emoji is one character, as the forms count it). Too long: cut at the last whitespace
 * that fits, and drop trailing punctuation left dangling. A first word longer than the whole field has no word
 * boundary to cut at: the answer is then empty rather than half a word (the admin sees the field needs writing).
 */
export function fitText(text: string, max: number): string {
  const clean = text.trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  if (max <= 0) return "";
  // The cut lands on a word end when the next character is whitespace.
  if (/\s/u.test(chars[max])) return chars.slice(0, max).join("").trimEnd();
  const head = chars.slice(0, max).join("");
  const lastSpace = head.search(/\s\S*$/u);
  if (lastSpace < 0) return "";
  return head
    .slice(0, lastSpace)
    .replace(/[\s,;:\-–—(]+$/u, "")
    .trimEnd();
}

/** A description fitted paragraph-wise first: whole paragraphs while they fit (and say enough), else by words. */
export function fitDescription(text: string, max: number): string {
  const clean = text.trim();
  if ([...clean].length <= max) return clean;
  let out = "";
  for (const p of clean.split(/\n{2,}/)) {
    const next = out ? `${out}\n\n${p}` : p;
    if ([...next].length > max) break;
    out = next;
  }
  return out && [...out].length >= max * 0.6 ? out : fitText(clean, max);
}
