/**
 * One operation of a .graphql file's text, with the fragments it spreads: the page sends only
 * what each request needs (a few hundred bytes), from the file Vite inlines as a string.
 */
function definitions(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const text = source.replace(/#[^\n]*/g, '');
  const head = /\b(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/g;
  let match: RegExpExecArray | null;
  while ((match = head.exec(text))) {
    let depth = 0;
    let end = text.indexOf('{', match.index);
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    found.set(match[2], text.slice(match.index, end + 1).trim());
    head.lastIndex = end + 1;
  }
  return found;
}

export function operationText(source: string, name: string): string {
  const all = definitions(source);
  const operation = all.get(name);
  if (!operation) throw new Error(`No operation ${name}`);
  const parts = [operation];
  const spread = /\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g;
  for (let i = 0; i < parts.length; i++) {
    for (const m of parts[i].matchAll(spread)) {
      const fragment = all.get(m[1]);
      if (fragment && !parts.includes(fragment)) parts.push(fragment);
    }
  }
  return parts.join('\n');
}
