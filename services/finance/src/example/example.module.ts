import { Module } from '@nestjs/common';
import { FinanceExampleOutletResolver } from './example-outlet.resolver';
import { FinanceExampleOutletService } from './example-outlet.service';

@Module({ providers: [FinanceExampleOutletResolver, FinanceExampleOutletService] })
export class ExampleModule {}
