import { Inject, Injectable, Logger } from '@nestjs/common';
import { IntervalTask, SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { PosService } from './pos.service';

/**
 * The catch-up pull on a timer (`POS_SYNC_INTERVAL_MS`, 10 minutes): every POS connection's
 * receipts since its cursor, one owner after the other; a tick still running skips the next.
 * Several replicas may pull the same owner: a receipt revision is still sent once.
 */
@Injectable()
export class PosSyncTimer extends IntervalTask<void> {
  constructor(
    private readonly pos: PosService,
    @Inject(SERVICE_CONFIG) config: IntegrationsConfig,
  ) {
    super(new Logger('pos-sync'), config.pos.syncIntervalMs, undefined);
  }

  /** One pull of every connected owner (errors logged, the next owner pulled anyway). */
  protected async run(): Promise<void> {
    let owners: string[];
    try {
      owners = await this.pos.connectedOwners();
    } catch (e) {
      this.log.warn(`POS pull skipped: ${(e as Error).message}`);
      return;
    }
    for (const ownerId of owners) {
      if (!this.active) return;
      try {
        const done = await this.pos.sync(ownerId);
        if (done.sent || done.pending) {
          this.log.log(`owner ${ownerId}: ${done.sent} sent, ${done.pending} pending`);
        }
      } catch (e) {
        this.log.warn(`POS pull of owner ${ownerId} failed: ${(e as Error).message}`);
      }
    }
  }
}
