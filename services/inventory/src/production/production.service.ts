import { Injectable } from '@nestjs/common';
import type {
  BatchProductionDayModel,
  BatchProductionSummaryModel,
  BatchStockModel,
} from './production.model';

const TODO = () => Promise.reject(new Error('not implemented yet'));

@Injectable()
export class ProductionService {
  calendar(_month: string): Promise<BatchProductionDayModel[]> {
    return TODO();
  }
  day(_date: string): Promise<BatchStockModel | null> {
    return TODO();
  }
  summary(_from: string, _to: string): Promise<BatchProductionSummaryModel> {
    return TODO();
  }
  createDay(_date: string, _remarks: string | null): Promise<BatchStockModel> {
    return TODO();
  }
  updateDay(_id: string, _remarks: string | null): Promise<BatchStockModel> {
    return TODO();
  }
  deleteDay(_id: string): Promise<boolean> {
    return TODO();
  }
  createStockIn(_input: unknown): Promise<BatchStockModel> {
    return TODO();
  }
  updateStockIn(_id: string, _input: unknown): Promise<BatchStockModel> {
    return TODO();
  }
  deleteStockIn(_id: string): Promise<BatchStockModel> {
    return TODO();
  }
}
