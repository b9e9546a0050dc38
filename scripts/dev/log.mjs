// Prefixed, coloured log lines for the dev stack: `identity | {...}`, `postgres | ...`.
import readline from 'node:readline';

const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const palette = [36, 35, 33, 32, 34, 91, 96, 95, 93, 92, 94];
const colours = new Map();
let width = 8;

/** Pads every prefix to the longest of these names. */
export function setNameWidth(names) {
  width = Math.max(width, ...names.map((n) => n.length));
}

function paint(name, text) {
  if (!useColour) return text;
  if (!colours.has(name)) colours.set(name, palette[colours.size % palette.length]);
  return `\x1b[${colours.get(name)}m${text}\x1b[0m`;
}

/** Writes one line under a name: `name     | text` (colour codes dropped when not a terminal). */
export function logLine(name, text) {
  const body = useColour ? text : text.replace(/\x1b\[[0-9;]*m/g, '');
  process.stdout.write(`${paint(name, `${name.padEnd(width)} |`)} ${body}\n`);
}

/** The launcher's own messages. */
export const say = (text) => logLine('mise', text);

/** Prefixes every line a child process writes to stdout and stderr. */
export function pipeLines(name, child) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline
      .createInterface({ input: stream, crlfDelay: Infinity })
      .on('line', (line) => logLine(name, line));
  }
}
