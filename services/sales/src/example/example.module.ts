import { Module } from '@nestjs/common';
import { SalesExampleItemResolver } from './example-item.resolver';
import { SalesExampleItemService } from './example-item.service';

@Module({ providers: [SalesExampleItemResolver, SalesExampleItemService] })
export class ExampleModule {}
