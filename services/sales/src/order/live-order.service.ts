import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import type { LiveOrderModel, OrderStatus } from './app-order.model';

/** Orders by status for the dashboards and their transitions, each under a row lock. */
@Injectable()
export class LiveOrderService {
  constructor(private readonly db: Db) {}

  list(_status: OrderStatus, _limit: number): Promise<LiveOrderModel[]> {
    void this.db;
    throw new Error('not implemented');
  }

  confirm(_id: string): Promise<LiveOrderModel> {
    throw new Error('not implemented');
  }

  reject(_id: string, _reason: string): Promise<LiveOrderModel> {
    throw new Error('not implemented');
  }

  serve(_id: string): Promise<LiveOrderModel> {
    throw new Error('not implemented');
  }
}
