import { Button, Modal, notification } from 'antd';
import { useEffect, useState } from 'react';
import { NOTIFICATION_SECONDS, subscribeFeedback } from './feedback';

interface QueuedError {
  id: number;
  text: string;
  onClose?: () => void;
}

/** The toast and the error modal themselves (see feedback.tsx). */
export default function FeedbackUi() {
  const [api, toasts] = notification.useNotification({ placement: 'top', maxCount: 4 });
  const [errors, setErrors] = useState<QueuedError[]>([]);

  useEffect(() => {
    let next = 0;
    return subscribeFeedback(({ kind, text, onClose }) => {
      if (kind === 'notify') {
        api.success({ title: text, duration: NOTIFICATION_SECONDS, showProgress: true });
      } else {
        setErrors((queue) =>
          queue.some((e) => e.text === text) ? queue : [...queue, { id: next++, text, onClose }],
        );
      }
    });
  }, [api]);

  const current = errors[0];
  const close = () => {
    current?.onClose?.();
    setErrors((queue) => queue.slice(1));
  };
  return (
    <>
      {toasts}
      <Modal
        open={Boolean(current)}
        title="Something went wrong"
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={
          <Button type="primary" onClick={close} autoFocus>
            Confirm
          </Button>
        }
      >
        <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{current?.text}</p>
      </Modal>
    </>
  );
}
