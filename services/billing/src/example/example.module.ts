import { Module } from '@nestjs/common';
import { BillingExampleItemResolver } from './example-item.resolver';
import { BillingExampleItemService } from './example-item.service';

@Module({ providers: [BillingExampleItemResolver, BillingExampleItemService] })
export class ExampleModule {}
