import { jetstreamManager, type StreamConfig } from '@nats-io/jetstream';

/** Creates a JetStream stream when it is missing (a concurrent starter creating it first is fine). */
export async function ensureStream(
  nc: Parameters<typeof jetstreamManager>[0],
  config: Partial<StreamConfig> & { name: string },
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(config.name);
  } catch (e) {
    if (!String((e as Error).message).includes('not found')) throw e;
    await jsm.streams.add(config).catch((err: Error) => {
      if (!err.message.includes('already in use')) throw err;
    });
  }
}
