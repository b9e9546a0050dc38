import type { Quadrant } from '@mise/domain';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { quadrantLabel } from './report';

/** Pieces of the overview report that read nothing but their props (rendered in unit tests). */

/** The scatter with no sales in the range (spec 1 §2.9). */
export function NoProfitability() {
  return (
    <Empty
      description={
        <>
          <div>No data to display</div>
          <div className="mise-muted">Add sales to view profitability</div>
        </>
      }
    />
  );
}

export function QuadrantList({
  quadrant,
  classic,
  points,
}: {
  quadrant: Quadrant;
  classic: boolean;
  points: ReadonlyArray<{ menuItemId: string; name: string; margin: string; popularity: string }>;
}) {
  return (
    <div
      className={`mise-overview-quadrant is-${quadrant.toLowerCase()}`}
      data-testid={`quadrant-${quadrant}`}
    >
      <strong>{quadrantLabel(quadrant, classic)}</strong>
      {points.length ? (
        <ul>
          {points.map((p) => (
            <li key={p.menuItemId}>
              <Link to={`/menu/${p.menuItemId}`}>{p.name}</Link>{' '}
              <span className="mise-muted">
                RM {p.margin} · {p.popularity} %
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mise-muted">None</div>
      )}
    </div>
  );
}
