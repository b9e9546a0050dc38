import type { Subscription } from '@nats-io/transport-node';
import {
  Requests,
  type LookupKind,
  type LookupRequest,
  type LookupRow,
  type LookupService,
} from '@mise/contracts';
import type { ServiceConfig } from '@mise/platform';
import { testNats } from './nats';

/** How a stand-in owner answers one look-up: its rows, or null to stay silent (the asker times out). */
export type LookupAnswer<S extends LookupService> = (
  req: LookupRequest<S>,
) => Array<LookupRow<LookupKind<S>>> | null;

/** Stand-ins for the services that own what the app under test reads through (`readThrough`). */
export interface LookupStandIns<S extends LookupService> {
  /** every look-up asked so far, in order */
  readonly asked: Array<LookupRequest<S> & { owner: S }>;
  /** from now on `owner` answers with `answer` (`'silent'`: never answers; default: knows nothing) */
  answer<O extends S>(owner: O, answer: LookupAnswer<O> | 'silent' | 'nothing'): void;
  stop(): void;
}

/**
 * Answers `rpc.<owner>.lookup` for each owner in place of the real service, on the app's own
 * request prefix: by default with no rows (the owner does not know the ids, so the app says "not
 * found"), `answer(owner, fn)` to know some, `answer(owner, 'silent')` to be away. An app that reads
 * through another service's projection needs this: a look-up nobody answers is "try again".
 * Stopped when the test NATS connection closes (`t.close()`).
 */
export async function answerLookups<S extends LookupService>(
  t: { config: ServiceConfig },
  owners: readonly S[],
): Promise<LookupStandIns<S>> {
  const nc = await testNats();
  const answers = new Map<S, LookupAnswer<S> | 'silent'>();
  const asked: Array<LookupRequest<S> & { owner: S }> = [];
  const subs: Subscription[] = owners.map((owner) =>
    nc.subscribe(`${t.config.natsRpcPrefix}${Requests.lookup(owner)}`, {
      callback: (_e, msg) => {
        const req = msg.json<LookupRequest<S>>();
        asked.push({ ...req, owner });
        const answer = answers.get(owner);
        if (answer === 'silent') return;
        const rows = answer ? answer(req) : [];
        if (rows) msg.respond(JSON.stringify({ rows }));
      },
    }),
  );
  await nc.flush();
  return {
    asked,
    answer(owner, answer) {
      if (answer === 'nothing') answers.delete(owner);
      else answers.set(owner, answer as LookupAnswer<S> | 'silent');
    },
    stop: () => subs.forEach((s) => s.unsubscribe()),
  };
}
