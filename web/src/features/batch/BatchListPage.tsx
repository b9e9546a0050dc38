import { BatchTabs } from './BatchTabs';

/** Placeholder until its helper lands the screen (issue 10). */
export default function BatchListPage() {
  return <BatchTabs active="/batch">{null}</BatchTabs>;
}
