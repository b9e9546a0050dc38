import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import type { GuestOrderModel, PlacedOrderModel, PlaceOrderInput } from '../order/app-order.model';
import type { OrderingMenuModel } from './ordering-menu.model';

/** The guest's table page: the menu from the projections, placing an order, its status. */
@Injectable()
export class OrderingService {
  constructor(private readonly db: Db) {}

  menu(_masked: string, _tableName: string): Promise<OrderingMenuModel | null> {
    void this.db;
    throw new Error('not implemented');
  }

  place(_input: PlaceOrderInput): Promise<PlacedOrderModel> {
    throw new Error('not implemented');
  }

  status(_orderCode: string, _token: string): Promise<GuestOrderModel | null> {
    throw new Error('not implemented');
  }
}
