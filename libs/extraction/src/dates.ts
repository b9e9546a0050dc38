/**
 * Dates as documents print them → `YYYY-MM-DD`: 25/12/2018, 19/05/16, 12/28/2017 (month first
 * when the day cannot be a month), 24 MAR 18, 2018/02/22, 2017-05-09, 09.05.2017, 12 Nov 2026,
 * "Nov 12, 2026", with English, Malay and German month names. Day first unless impossible (the
 * Malaysian and European way); a two-digit year is 20YY. Null when no real date is found.
 */

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ['january', 'jan', 'januar', 'jänner', 'janvier']],
  [2, ['february', 'feb', 'februari', 'februar', 'febr', 'février']],
  [3, ['march', 'mar', 'mac', 'märz', 'maerz', 'mars', 'mrz']],
  [4, ['april', 'apr', 'avril']],
  [5, ['may', 'mei', 'mai']],
  [6, ['june', 'jun', 'juni', 'juin']],
  [7, ['july', 'jul', 'julai', 'juli', 'juillet']],
  [8, ['august', 'aug', 'ogos', 'ogo', 'août']],
  [9, ['september', 'sep', 'sept']],
  [10, ['october', 'oct', 'okt', 'oktober', 'octobre']],
  [11, ['november', 'nov', 'novembre']],
  [12, ['december', 'dec', 'dis', 'disember', 'dezember', 'dez', 'décembre']],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;

const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,9})\\.?';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function year(y: string): number {
  const n = Number(y);
  return y.length <= 2 ? 2000 + n : n;
}

/** `YYYY-MM-DD` when y/m/d is a real calendar date (and a plausible document year), else null. */
export function calendarDate(y: number, m: number, d: number): string | null {
  if (y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > last) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

interface Found {
  date: string;
  index: number;
}

const PATTERNS: Array<{ re: RegExp; read: (m: RegExpExecArray) => string | null }> = [
  // 2018-02-22, 2018/02/22, 2018.02.22
  {
    re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g,
    read: (m) => calendarDate(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  // 25/12/2018, 19-05-16, 09.05.2017, 12/28/2017 (month first only when the day cannot be a month)
  {
    re: /(?<![\d/.-])(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?![\d/])/g,
    read: (m) => {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const y = year(m[3]);
      return b > 12 && a <= 12 ? calendarDate(y, a, b) : calendarDate(y, b, a);
    },
  },
  // 24 MAR 18, 24-Mar-2018, 12 November 2026, 9. Mai 2017
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\.?[\\s-]?${MONTH_WORD}[\\s-,]*(\\d{4}|\\d{2})(?!\\d)`, 'g'),
    read: (m) => {
      const month = MONTHS[m[2].toLowerCase()];
      return month ? calendarDate(year(m[3]), month, Number(m[1])) : null;
    },
  },
  // Nov 12, 2026; March 3 2018
  {
    re: new RegExp(`${MONTH_WORD}\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`, 'g'),
    read: (m) => {
      const month = MONTHS[m[1].toLowerCase()];
      return month ? calendarDate(Number(m[3]), month, Number(m[2])) : null;
    },
  },
];

/** Every date printed in `text`, in the order they appear. */
export function findDates(text: string): string[] {
  const found: Found[] = [];
  for (const { re, read } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const date = read(m);
      if (date && !found.some((f) => Math.abs(f.index - m.index) < 3)) {
        found.push({ date, index: m.index });
      }
    }
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.date);
}

/** The first date printed in `text`, or null. */
export function parseDate(text: string): string | null {
  return findDates(text)[0] ?? null;
}
