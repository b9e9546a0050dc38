import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * The notification toast and the error modal (spec 2.3), on top of every screen. They are called
 * from anywhere (components, the Apollo error link) through `feedback`:
 *  - notify: a toast that clears by itself after 3 seconds;
 *  - showError: a modal with a Confirm button that stays until it is closed; errors that arrive
 *    while one is open wait their turn.
 * The toast and modal code loads with the first message, so a page that shows none stays light.
 */
export const NOTIFICATION_SECONDS = 3;

interface FeedbackEvent {
  kind: 'notify' | 'error';
  text: string;
  onClose?: () => void;
}
type Listener = (event: FeedbackEvent) => void;

let listener: Listener | null = null;
const waiting: FeedbackEvent[] = [];
/** Set by FeedbackHost: mounts the feedback UI on the first message. */
let wake: (() => void) | null = null;

function emit(event: FeedbackEvent): void {
  if (listener) listener(event);
  else waiting.push(event);
  wake?.();
}

export const feedback = {
  notify: (text: string): void => emit({ kind: 'notify', text }),
  showError: (text: string, onClose?: () => void): void => emit({ kind: 'error', text, onClose }),
};

/** For the feedback UI: takes over delivery, first of the messages that came before it loaded. */
export function subscribeFeedback(next: Listener): () => void {
  listener = next;
  for (const event of waiting.splice(0)) next(event);
  return () => {
    if (listener === next) listener = null;
  };
}

const FeedbackUi = lazy(() => import('./FeedbackUi'));

export function FeedbackHost() {
  const [needed, setNeeded] = useState(waiting.length > 0);
  useEffect(() => {
    wake = () => setNeeded(true);
    return () => {
      wake = null;
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <FeedbackUi />
    </Suspense>
  ) : null;
}
