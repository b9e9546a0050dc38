import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { CalendarDate, DecimalInput } from '@mise/domain';
import { Button, DatePicker, Flex, Spin } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { formatAmount } from '../lib/amounts';
import { longDate } from '../lib/format';
import {
  WEEKDAYS,
  firstDay,
  monthGrid,
  monthOf,
  shiftMonth,
  shownAmount,
  type CalendarMonth,
} from '../lib/month-calendar';

export interface MonthCalendarProps {
  /** The month shown ('YYYY-MM'). */
  month: CalendarMonth;
  onMonthChange: (month: CalendarMonth) => void;
  /** The outlet's today (`today()` or the server's `adjustmentWindow.today`): highlighted. */
  today: CalendarDate;
  /** The selected day: highlighted; a click on a day selects it. */
  selected: CalendarDate | null;
  onSelect: (date: CalendarDate) => void;
  /** An amount per day ('YYYY-MM-DD' -> decimal string): days above 0 show it in RM. */
  amounts?: Readonly<Record<CalendarDate, DecimalInput>>;
  loading?: boolean;
  /** The calendar's accessible name. */
  label?: string;
  /** Next to the month picker (a Sync Now button, a status). */
  extra?: ReactNode;
}

/**
 * A month calendar (batch production, sales): a month picker with previous / next, weeks from
 * Sunday, each day with its amount in RM when above 0, today and the selected day highlighted;
 * clicking a day selects it. Each day is a button named by its long date (and its amount).
 */
export function MonthCalendar({
  month,
  onMonthChange,
  today,
  selected,
  onSelect,
  amounts = {},
  loading = false,
  label = 'Calendar',
  extra,
}: MonthCalendarProps) {
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center">
        <Button
          icon={<LeftOutlined />}
          aria-label="Previous month"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        />
        <DatePicker
          picker="month"
          aria-label="Month"
          allowClear={false}
          format="MMMM YYYY"
          value={dayjs(firstDay(month))}
          onChange={(date) => {
            if (date) onMonthChange(monthOf(date.format('YYYY-MM-DD')));
          }}
        />
        <Button
          icon={<RightOutlined />}
          aria-label="Next month"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        />
        <Button
          disabled={monthOf(today) === month && selected === today}
          onClick={() => {
            onMonthChange(monthOf(today));
            onSelect(today);
          }}
        >
          Today
        </Button>
        {extra}
      </Flex>
      <Spin spinning={loading}>
        <table className="mise-calendar" aria-label={label}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((date, i) => (
                  <td key={date ?? `blank-${i}`}>
                    {date && (
                      <CalendarDay
                        date={date}
                        amount={shownAmount(amounts[date])}
                        today={date === today}
                        selected={date === selected}
                        onSelect={onSelect}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Spin>
    </Flex>
  );
}

function CalendarDay({
  date,
  amount,
  today,
  selected,
  onSelect,
}: {
  date: CalendarDate;
  amount: DecimalInput | null;
  today: boolean;
  selected: boolean;
  onSelect: (date: CalendarDate) => void;
}) {
  const text = amount === null ? null : formatAmount(amount);
  const classes = [
    'mise-calendar-day',
    today && 'mise-calendar-today',
    selected && 'mise-calendar-selected',
  ].filter(Boolean);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      aria-label={text ? `${longDate(date)}, ${text}` : longDate(date)}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      onClick={() => onSelect(date)}
    >
      <span className="mise-calendar-number">{Number(date.slice(8))}</span>
      {text && <span className="mise-calendar-amount">{text}</span>}
    </button>
  );
}
