import { BatchTabs } from './BatchTabs';

/** Placeholder until its helper lands the screen (issue 10). */
export default function BatchProductionPage() {
  return <BatchTabs active="/batch-production">{null}</BatchTabs>;
}
