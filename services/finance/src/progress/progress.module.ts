import { Module } from '@nestjs/common';
import { OutletProgressResolver } from './outlet-progress';

@Module({ providers: [OutletProgressResolver] })
export class ProgressModule {}
