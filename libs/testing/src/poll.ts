/**
 * Asks `probe` every 100 ms until `ok` accepts its answer (events and projections are applied
 * asynchronously); answers that value, or fails after `timeoutMs` naming `what` and the last answer.
 */
export async function until<T>(
  probe: () => Promise<T>,
  ok: (v: T) => boolean,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `until` for a check that answers true or false. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  await until(check, Boolean, 'the condition', timeoutMs);
}
