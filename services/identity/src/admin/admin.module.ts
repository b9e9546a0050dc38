import { Module } from '@nestjs/common';
import { AdminResolver } from './admin.resolver';
import { AdminService } from './admin.service';

@Module({ providers: [AdminService, AdminResolver] })
export class AdminModule {}
