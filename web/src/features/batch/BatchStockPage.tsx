import { BatchTabs } from './BatchTabs';

/** Placeholder until its helper lands the screen (issue 10). */
export default function BatchStockPage() {
  return <BatchTabs active="/batch-stock">{null}</BatchTabs>;
}
