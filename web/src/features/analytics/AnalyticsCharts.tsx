import { Line, Pie } from '@ant-design/charts';
import type { TrendRow } from './analytics';

/**
 * The charts of /analytics (@ant-design/charts, G2 on canvas), a chunk of their own loaded with
 * the first chart that has something to draw. They draw numbers; every figure the user reads as
 * text stays an exact decimal.
 */

export function TrendChart({
  rows,
  axis,
  colors,
}: {
  rows: readonly TrendRow[];
  axis: string;
  colors: readonly { name: string; color: string }[];
}) {
  return (
    <div data-testid="trend-chart" data-axis={axis}>
      <Line
        data={[...rows]}
        xField="date"
        yField="value"
        colorField="series"
        height={300}
        autoFit
        legend={false}
        scale={{ color: { domain: colors.map((c) => c.name), range: colors.map((c) => c.color) } }}
        axis={{ y: { title: axis }, x: { title: 'Date' } }}
        point={{ shapeField: 'circle', sizeField: 3 }}
      />
    </div>
  );
}

interface ClickableChart {
  on: (event: string, fn: (e: { data?: { data?: { key?: string } } }) => void) => void;
}

export interface DoughnutSlice {
  key: string;
  name: string;
  value: number;
}

/** A doughnut of positive amounts; a click on a slice answers its key. */
export function Doughnut({
  slices,
  onSlice,
  testId,
  height = 240,
}: {
  slices: readonly DoughnutSlice[];
  onSlice?: (key: string) => void;
  testId: string;
  height?: number;
}) {
  return (
    <div data-testid={testId}>
      <Pie
        data={slices.filter((s) => s.value > 0)}
        angleField="value"
        colorField="name"
        innerRadius={0.6}
        height={height}
        autoFit
        legend={false}
        label={false}
        tooltip={{ title: 'name' }}
        onReady={(chart: ClickableChart) => {
          if (!onSlice) return;
          chart.on('element:click', (e) => {
            const key = e.data?.data?.key;
            if (key) onSlice(key);
          });
        }}
      />
    </div>
  );
}
