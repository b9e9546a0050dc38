import { useMutation } from '@apollo/client/react';
import { Messages } from '@mise/domain';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../core/apollo';
import { feedback } from '../../core/feedback';
import {
  CompleteConnectionDocument,
  IntegrationsDocument,
  type IntegrationProvider,
} from '../../generated/graphql';
import { onceFor, providerInfo, readCallback, SETTINGS_INTEGRATIONS } from './integrations';

type Outcome = { ok: true } | { ok: false; message: string };

/** One completion per provider and code while the page lives (a code is single use). */
const attempts = new Map<string, Promise<Outcome>>();

/**
 * `/loyverse/callback`, `/google/callback`, `/xero/callback` (issue 24): the provider sends the
 * browser back here with `code` and `state` (or `error`). `completeConnection` is called once;
 * on success the spec's alert ("Xero Successfully Connected") and on to Settings > Integrations;
 * on failure the reason in an alert and a way back to Settings.
 */
export default function IntegrationCallbackPage({ provider }: { provider: IntegrationProvider }) {
  const { name, purpose } = providerInfo(provider);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reading = useMemo(() => readCallback(provider, params), [provider, params]);
  const [complete] = useMutation(CompleteConnectionDocument, {
    context: { quiet: true },
    refetchQueries: [IntegrationsDocument],
  });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (reading.kind !== 'code') return;
    let live = true;
    const { code, state } = reading;
    void onceFor(attempts, `${provider}:${code}`, () =>
      complete({ variables: { provider, code, state } }).then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, message: errorMessage(error) }),
      ),
    ).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        feedback.notify(Messages.integrations.connected(name));
        void navigate(SETTINGS_INTEGRATIONS, { replace: true });
      } else {
        setFailure(outcome.message);
      }
    });
    return () => {
      live = false;
    };
  }, [reading, provider, name, complete, navigate]);

  const message = reading.kind === 'failed' ? reading.message : failure;
  return (
    <>
      <PageHeader title={`Connect ${name}`} subtitle={purpose} />
      <Card>
        {message === null ? (
          <Flex vertical align="center" gap={16} style={{ padding: 32 }}>
            <Spin size="large" />
            <Typography.Text>Connecting {name}…</Typography.Text>
          </Flex>
        ) : (
          <Flex vertical gap={16} align="flex-start">
            <Alert
              type="error"
              showIcon
              role="alert"
              title={`${name} was not connected`}
              description={message}
              style={{ width: '100%' }}
            />
            <Button
              type="primary"
              onClick={() => void navigate(SETTINGS_INTEGRATIONS, { replace: true })}
            >
              Back to Settings
            </Button>
          </Flex>
        )}
      </Card>
    </>
  );
}
