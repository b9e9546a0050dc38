import { Messages } from '@mise/domain';
import { Empty } from 'antd';

/**
 * The one empty state of lists and tables: the spec's text for the screen ("No data found" by
 * default; "No items found", "No results", "No outlets found matching your criteria", ...).
 */
export function EmptyState({ text = Messages.empty.noDataFound }: { text?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
