import { Module } from '@nestjs/common';
import { LookupService } from './lookup.service';

/** rpc.identity.lookup for the other services' projections. */
@Module({ providers: [LookupService], exports: [LookupService] })
export class LookupModule {}
