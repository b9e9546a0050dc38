import { Injectable } from '@nestjs/common';
import { type EventOf, IntegrationsSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { AccountingConnectionProjection } from './accounting-connection.projection';
import { AccountingService } from './accounting.service';

/** Integrations' events about Xero: the connection and the push answers, one call each. */
@Injectable()
export class AccountingListener {
  constructor(
    private readonly connection: AccountingConnectionProjection,
    private readonly service: AccountingService,
  ) {}

  @EventHandler(IntegrationsSubjects.connectionChanged)
  async onConnectionChanged(
    { payload }: EventOf<'integrations.connection.changed'>,
    tx: Tx,
  ): Promise<void> {
    await this.connection.save(tx, payload);
  }

  @EventHandler(IntegrationsSubjects.accountingPushCompleted)
  async onPushCompleted(
    { payload }: EventOf<'integrations.accounting-push.completed'>,
    tx: Tx,
  ): Promise<void> {
    await this.service.completed(tx, payload);
  }

  @EventHandler(IntegrationsSubjects.accountingPushFailed)
  async onPushFailed(
    { payload }: EventOf<'integrations.accounting-push.failed'>,
    tx: Tx,
  ): Promise<void> {
    await this.service.failed(tx, payload);
  }
}
