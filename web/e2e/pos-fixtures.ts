import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local Loyverse of the running stack (libs/testing/src/providers/loyverse.ts, started by
 * `npm start` and by the stack scripts/e2e.mjs starts): its address as the launcher wrote it in
 * `.data/dev-stack.json` (`providers.loyverse`), else MISE_E2E_LOYVERSE_URL, else its default
 * port (MISE_LOYVERSE_PORT, 4583).
 */
const ROOT = path.resolve(__dirname, '../..');

export function localLoyverseUrl(): string {
  if (process.env.MISE_E2E_LOYVERSE_URL) return process.env.MISE_E2E_LOYVERSE_URL;
  try {
    const stack = JSON.parse(readFileSync(path.join(ROOT, '.data/dev-stack.json'), 'utf8')) as {
      providers?: { loyverse?: string };
    };
    if (stack.providers?.loyverse) return stack.providers.loyverse;
  } catch {
    // no stack file: the default port
  }
  return `http://127.0.0.1:${process.env.MISE_LOYVERSE_PORT ?? 4583}`;
}

/** A receipt line as Loyverse sends it (money as JSON numbers). */
export interface LoyverseLine {
  item_name: string;
  variant_name?: string | null;
  quantity: number;
  price: number;
  total_money: number;
  line_modifiers?: Array<{ name: string; option: string; price: number }>;
}

/**
 * Rings up a sale at the local Loyverse (`POST /_local/receipts`): the receipt is kept there and
 * delivered, signed, to every registered receipts webhook (ours: `{gateway}/webhooks/loyverse`).
 * Answers the receipt's number and what each delivery answered.
 */
export async function ringUpAtLoyverse(
  store: string,
  lines: LoyverseLine[],
): Promise<{ receiptNumber: string; deliveries: Array<{ url: string; status: number }> }> {
  const response = await fetch(`${localLoyverseUrl()}/_local/receipts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      store,
      receipt: {
        line_items: lines.map((l) => ({ variant_name: null, line_modifiers: [], ...l })),
      },
    }),
  });
  if (!response.ok) {
    throw new Error(`the local Loyverse answered ${response.status}: ${await response.text()}`);
  }
  const added = (await response.json()) as {
    receipt: { receipt_number: string };
    deliveries: Array<{ url: string; status: number }>;
  };
  return { receiptNumber: added.receipt.receipt_number, deliveries: added.deliveries };
}
