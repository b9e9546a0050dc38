import { Injectable } from '@nestjs/common';
import {
  type CreditsReserveReply,
  type CreditsReserveRequest,
  type EventOf,
  FinanceSubjects,
  Requests,
} from '@mise/contracts';
import { EventHandler, RpcHandler, type Tx } from '@mise/platform';
import { CreditsService } from './credits.service';

/** What reaches the credit ledger over NATS: finance's reserve requests and settle events. */
@Injectable()
export class CreditsListener {
  constructor(private readonly credits: CreditsService) {}

  /** `rpc.billing.credits-reserve` → `{ granted }`. */
  @RpcHandler(Requests.creditsReserve)
  reserve(req: CreditsReserveRequest): Promise<CreditsReserveReply> {
    return this.credits.reserve(req);
  }

  @EventHandler(FinanceSubjects.extractionFinished)
  onExtractionFinished({ payload }: EventOf<'finance.extraction.finished'>, tx: Tx) {
    return this.credits.extractionFinished(tx, payload);
  }
}
