import { Resolver, ResolveReference } from '@nestjs/graphql';
import { PartyResolver } from '../party/party.resolver';
import { ClientConnectionModel, ClientModel } from './client.model';
import { ClientLoaders } from './client.loaders';
import { ClientService } from './client.service';

@Resolver(() => ClientModel)
export class ClientResolver extends PartyResolver(ClientModel, ClientConnectionModel, {
  one: 'client',
  many: 'clients',
  Type: 'Client',
}) {
  constructor(service: ClientService, loaders: ClientLoaders) {
    super(service, loaders);
  }

  @ResolveReference()
  resolveReference(ref: { id: string; outletId: string }): Promise<ClientModel | null> {
    return this.reference(ref);
  }
}
