import { DATE_FILTER_MODES, type RangeMode } from '@mise/domain';
import { DatePicker, Flex, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { longDate } from '../lib/format';
import { changeMode, pickDate, type DateFilterValue } from '../lib/date-filter';

const PICKER: Record<Exclude<RangeMode, 'custom'>, 'date' | 'month' | 'year'> = {
  weekly: 'date',
  monthly: 'month',
  yearly: 'year',
};

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * The date filter: Weekly (a start day, + 6 days), Monthly, Yearly, Custom (a range, applied
 * with OK). Controlled: keep a `DateFilterValue` in the screen (`defaultDateFilter(today())`) and
 * pass `value.range.start` / `value.range.end` (exclusive) to the query.
 */
export function DateFilter({
  value,
  onChange,
}: {
  value: DateFilterValue;
  onChange: (next: DateFilterValue) => void;
}) {
  const { mode, range } = value;
  return (
    <Flex wrap gap={8} align="center">
      <Segmented<RangeMode>
        aria-label="Date range"
        value={mode}
        onChange={(next) => onChange(changeMode(value, next))}
        options={DATE_FILTER_MODES.map((m) => ({ value: m.value, label: m.label }))}
      />
      {mode === 'custom' ? (
        <DatePicker.RangePicker
          aria-label="Custom range"
          allowClear={false}
          needConfirm
          value={[dayjs(range.start), dayjs(range.shownEnd)]}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) onChange(pickDate(value, day(dates[0]), day(dates[1])));
          }}
        />
      ) : (
        <DatePicker
          aria-label="Start"
          allowClear={false}
          picker={PICKER[mode]}
          value={dayjs(range.start)}
          onChange={(date) => {
            if (date) onChange(pickDate(value, day(date)));
          }}
        />
      )}
      <Typography.Text type="secondary" data-testid="date-filter-range">
        {longDate(range.start)} – {longDate(range.shownEnd)}
      </Typography.Text>
    </Flex>
  );
}
