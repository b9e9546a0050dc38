import { CheckCircleFilled } from '@ant-design/icons';
import { Progress } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../core/PageLoading';
import { useCurrentUser } from '../../core/CurrentUser';
import { CHECKLIST_STEPS, checklistProgress, type ChecklistStep } from './checklist';
import { OverviewProgressDocument } from '../../generated/graphql';
import './OverviewPage.css';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { useSession } from '../../core/session';
import { lastShown, notificationsDue } from './notifications';

// The Notifications modal (antd's Modal and List) loads only when it is due.
const Notifications = lazy(() => import('./Notifications'));
// The report (issue 25) loads only once the four steps are done.
const OverviewReport = lazy(() => import('./OverviewReport'));

/**
 * /overview (spec 2.9): a welcome and the "Get started" checklist of 4 steps, 25% each. The
 * report (totals, charts) comes with the areas that own its data; the Notifications modal lists
 * the expenses to confirm before they lock, at most once per 24 hours (loaded only then). Once
 * the four steps are done, the report (`OverviewReport`, its own chunk) follows the checklist.
 * The first screen after sign-in: plain elements and one antd Progress keep it light (about
 * 60 KB gzip less than Card, Skeleton and Typography; `npm run bench -- web`).
 */
export default function OverviewPage() {
  const me = useCurrentUser();
  // steps are done on other screens (a sale, a recipe): each visit asks again, showing the last answer meanwhile
  const { data } = useOutletQuery(OverviewProgressDocument, { fetchPolicy: 'cache-and-network' });
  const progress = checklistProgress(data?.currentOutlet?.progress);
  const ready = Boolean(data);
  const { outletId } = useSession();
  // Decided once per visit: the modal, once shown, is not due again for 24 hours.
  const [dueFor] = useState(() =>
    outletId && notificationsDue(lastShown(outletId), new Date()) ? outletId : null,
  );

  return (
    <>
      {dueFor && dueFor === outletId && (
        <Suspense fallback={null}>
          <Notifications outletId={dueFor} />
        </Suspense>
      )}
      <h3 className="mise-page-title">
        {me ? `Welcome to Mise, ${me.basicInfo.firstName}` : 'Welcome to Mise'}
      </h3>
      <p className="mise-muted">
        A few first steps get your outlet set up: once they are done, your expenses, sales and food
        profitability appear here.
      </p>
      <section className="mise-card" aria-label="Get started">
        <h4 className="mise-card-title">Get started</h4>
        {ready ? (
          <div className="mise-overview-checklist">
            <div className="mise-overview-progress">
              <Progress
                type="circle"
                percent={progress.percent}
                aria-label="Get started progress"
              />
              <strong data-testid="checklist-count">
                {progress.count} of {progress.total} done
              </strong>
            </div>
            <div>
              <ol className="mise-checklist" aria-label="Steps">
                {CHECKLIST_STEPS.map((step, index) => (
                  <ChecklistItem
                    key={step.field}
                    step={step}
                    number={index + 1}
                    done={progress.done.includes(step.field)}
                  />
                ))}
              </ol>
            </div>
          </div>
        ) : (
          <PageLoading />
        )}
      </section>
      {ready && progress.count === progress.total && (
        <Suspense fallback={<PageLoading />}>
          <OverviewReport />
        </Suspense>
      )}
    </>
  );
}

function ChecklistItem({
  step,
  number,
  done,
}: {
  step: ChecklistStep;
  number: number;
  done: boolean;
}) {
  return (
    <li className={`mise-checklist-step${done ? ' is-done' : ''}`}>
      <span className="mise-checklist-mark" aria-hidden>
        {done ? <CheckCircleFilled /> : number}
      </span>
      <div>
        <strong>{step.title}</strong>
        <span className="mise-muted mise-checklist-state">{done ? 'Done' : 'To do'}</span>
        <p className="mise-muted" style={{ margin: 0 }}>
          {step.description}
        </p>
      </div>
    </li>
  );
}
