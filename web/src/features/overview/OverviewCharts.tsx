import { Line, Scatter } from '@ant-design/charts';
import type { Quadrant } from '@mise/domain';
import { useNavigate } from 'react-router';
import { chartRows, type DailyPoint, quadrantLabel } from './report';

/**
 * The overview's charts (@ant-design/charts), in a chunk of their own: loaded with the first
 * report that has something to draw.
 */

export function ExpenseSaleChart({ points }: { points: readonly DailyPoint[] }) {
  return (
    <div data-testid="expense-sale-chart">
      <Line
        data={chartRows(points)}
        xField="date"
        yField="amount"
        colorField="series"
        height={280}
        autoFit
        axis={{ y: { title: 'RM' }, x: { title: 'Date' } }}
        point={{ shapeField: 'circle', sizeField: 3 }}
      />
    </div>
  );
}

interface ClickableChart {
  on: (event: string, fn: (e: { data?: { data?: { menuItemId?: string } } }) => void) => void;
}

interface Point {
  menuItemId: string;
  name: string;
  popularity: string;
  margin: string;
  quadrant: Quadrant;
}

export function ProfitabilityChart({
  profitability,
  classic,
}: {
  profitability: { marginThreshold: string; popularityThreshold: string; points: readonly Point[] };
  classic: boolean;
}) {
  const navigate = useNavigate();
  const data = profitability.points.map((p) => ({
    menuItemId: p.menuItemId,
    name: p.name,
    popularity: Number(p.popularity),
    margin: Number(p.margin),
    quadrant: quadrantLabel(p.quadrant, classic),
  }));
  return (
    <div data-testid="profitability-chart">
      <Scatter
        data={data}
        xField="popularity"
        yField="margin"
        colorField="quadrant"
        sizeField={6}
        shapeField="point"
        height={320}
        autoFit
        axis={{ x: { title: 'Popularity (%)' }, y: { title: 'Contribution margin (RM)' } }}
        tooltip={{ title: 'name' }}
        annotations={[
          {
            type: 'lineX',
            data: [Number(profitability.popularityThreshold)],
            style: { stroke: '#8c8c8c', lineDash: [4, 4] },
          },
          {
            type: 'lineY',
            data: [Number(profitability.marginThreshold)],
            style: { stroke: '#8c8c8c', lineDash: [4, 4] },
          },
        ]}
        onReady={(chart: ClickableChart) => {
          // G2's chart: a dot's datum is the point (its menu item version)
          chart.on('element:click', (e) => {
            const id = e.data?.data?.menuItemId;
            if (id) void navigate(`/menu/${id}`);
          });
        }}
      />
    </div>
  );
}
