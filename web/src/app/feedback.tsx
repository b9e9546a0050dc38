import { App as AntApp, Button, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';

/**
 * The notification toast and the error modal (spec 2.3), on top of every screen. They are called
 * from anywhere (components, the Apollo error link) through `feedback`.
 *  - notify: a toast that clears by itself after 3 seconds.
 *  - showError: a modal with a Confirm button that stays until it is closed; errors that arrive
 *    while one is open wait their turn.
 */
export const NOTIFICATION_SECONDS = 3;

type Listener = (event: { kind: 'notify' | 'error'; text: string; onClose?: () => void }) => void;
let listener: Listener | null = null;
const early: Parameters<Listener>[0][] = [];

function emit(event: Parameters<Listener>[0]): void {
  if (listener) listener(event);
  else early.push(event);
}

export const feedback = {
  notify: (text: string): void => emit({ kind: 'notify', text }),
  showError: (text: string, onClose?: () => void): void => emit({ kind: 'error', text, onClose }),
};

interface QueuedError {
  id: number;
  text: string;
  onClose?: () => void;
}

export function FeedbackHost() {
  const { notification } = AntApp.useApp();
  const [errors, setErrors] = useState<QueuedError[]>([]);

  useEffect(() => {
    let next = 0;
    listener = ({ kind, text, onClose }) => {
      if (kind === 'notify') {
        notification.success({
          title: text,
          duration: NOTIFICATION_SECONDS,
          placement: 'top',
          showProgress: true,
        });
      } else {
        setErrors((queue) =>
          queue.some((e) => e.text === text) ? queue : [...queue, { id: next++, text, onClose }],
        );
      }
    };
    for (const event of early.splice(0)) listener(event);
    return () => {
      listener = null;
    };
  }, [notification]);

  const current = errors[0];
  const close = () => {
    current?.onClose?.();
    setErrors((queue) => queue.slice(1));
  };
  return (
    <Modal
      open={Boolean(current)}
      title="Something went wrong"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={close} autoFocus>
          Confirm
        </Button>
      }
      data-testid="error-modal"
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {current?.text}
      </Typography.Paragraph>
    </Modal>
  );
}
