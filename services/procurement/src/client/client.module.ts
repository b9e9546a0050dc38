import { Module } from '@nestjs/common';
import { ClientLoaders } from './client.loaders';
import { ClientResolver } from './client.resolver';
import { ClientService } from './client.service';

@Module({
  providers: [ClientService, ClientLoaders, ClientResolver],
  exports: [ClientService],
})
export class ClientModule {}
