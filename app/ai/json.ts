const OPENERS: Record<string, string> = { '{': '}', '[': ']' };

/**
 * The first complete JSON object or array in a model's answer, as text: models wrap JSON in prose
 * or code fences. Brackets inside strings (and escaped quotes) do not count. Null when no fragment
 * opens, or the first one never closes (half a JSON).
 */
export function firstJsonFragment(text: string): string | null {
  const start = text.search(/[{[]/);
  if (start === -1) return null;
  const closers: string[] = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char in OPENERS) closers.push(OPENERS[char]!);
    else if (char === '}' || char === ']') {
      if (closers.pop() !== char) return null;
      if (closers.length === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** JSON mode: the first fragment, parsed; undefined when there is none or it does not parse. */
export function parseFirstJson(text: string): unknown {
  const fragment = firstJsonFragment(text);
  if (fragment === null) return undefined;
  try {
    return JSON.parse(fragment) as unknown;
  } catch {
    return undefined;
  }
}

/** Text mode: the answer without surrounding white space. */
export function textReply(text: string): string {
  return text.trim();
}
