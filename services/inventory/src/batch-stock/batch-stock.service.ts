import { Injectable } from '@nestjs/common';
import type {
  BatchItemStockModel,
  BatchStockLevelArgs,
  BatchStockLevelConnectionModel,
  BatchStockLevelModel,
} from './batch-stock.model';

const TODO = () => Promise.reject(new Error('not implemented yet'));

@Injectable()
export class BatchStockService {
  levels(_args: BatchStockLevelArgs): Promise<BatchStockLevelConnectionModel> {
    return TODO();
  }
  level(_id: string): Promise<BatchStockLevelModel> {
    return TODO();
  }
  reference(_ref: { id: string; outletId: string }): Promise<BatchItemStockModel | null> {
    return TODO();
  }
}
