import { Injectable } from '@nestjs/common';
import { type EventOf, ProcurementSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { MailService } from './mail.service';

/** Procurement's mail requests: one call each. */
@Injectable()
export class MailListener {
  constructor(private readonly mail: MailService) {}

  @EventHandler(ProcurementSubjects.mailRequested)
  async onMailRequested(
    { payload, outletId }: EventOf<'procurement.mail.requested'>,
    tx: Tx,
  ): Promise<void> {
    await this.mail.handle(payload, tx, outletId);
  }
}
