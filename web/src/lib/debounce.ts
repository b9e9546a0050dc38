/**
 * Runs `fn` once input has been quiet for `delayMs` (the spec's query debounce: 2 s on some
 * screens, 4 s on others, `SEARCH_DEBOUNCE_MS` in @mise/domain). `flush` runs a pending call now
 * (Enter in a search box), `cancel` drops it (the screen went away).
 */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  flush(): void;
  cancel(): void;
}

export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer) clearTimeout(timer);
    if (delayMs <= 0) run();
    else timer = setTimeout(run, delayMs);
  };
  debounced.flush = () => {
    if (timer) clearTimeout(timer);
    run();
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return debounced;
}
