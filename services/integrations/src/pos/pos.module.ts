import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { PosSyncTimer } from './pos-sync.timer';
import { PosWebhookController } from './pos-webhook.controller';
import { PosResolver } from './pos.resolver';
import { PosService } from './pos.service';

@Module({
  imports: [ConnectionsModule],
  controllers: [PosWebhookController],
  providers: [PosService, PosResolver, PosSyncTimer],
})
export class PosModule {}
