import { Module } from '@nestjs/common';
import { ExampleOutletResolver } from './example-outlet.resolver';
import { ExampleOutletService } from './example-outlet.service';

@Module({ providers: [ExampleOutletResolver, ExampleOutletService] })
export class ExampleModule {}
