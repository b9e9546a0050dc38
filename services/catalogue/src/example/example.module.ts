import { Module } from '@nestjs/common';
import { ExampleItemResolver } from './example-item.resolver';
import { ExampleItemService } from './example-item.service';

@Module({ providers: [ExampleItemResolver, ExampleItemService] })
export class ExampleModule {}
