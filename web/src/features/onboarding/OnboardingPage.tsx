import { useQuery } from '@apollo/client/react';
import { Messages, validateOutletInput, validateOwnerPhone } from '@mise/domain';
import { Button, Card, Divider, Flex, Form, Input, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshCurrentUser, useCurrentUser } from '../../core/CurrentUser';
import { useFormProblems } from '../../core/form-problems';
import { PageLoading } from '../../core/PageLoading';
import { session } from '../../core/session';
import { useAccount } from '../../core/useAccount';
import { Name } from '../../components/Name';
import { PhoneInput } from '../../components/PhoneInput';
import {
  CreateOutletDocument,
  OnboardingOutletsDocument,
  RegisterPhoneDocument,
} from '../../generated/graphql';
import { domainRule } from '../../lib/form-rules';
import { useAction } from '../../lib/useAction';

interface PhoneValues {
  whatsappNumber: string;
}
interface OutletValues {
  outletName: string;
  outletAddress: string;
}

const phoneRule = domainRule(
  (values: PhoneValues) => validateOwnerPhone(values.whatsappNumber),
  'whatsappNumber',
);
const outletNameRule = domainRule(validateOutletInput, 'outletName');
const outletAddressRule = domainRule(validateOutletInput, 'outletAddress');

/**
 * /onboarding (spec 2.7): a phone number first, then a new outlet or one of the owner's own, then
 * /overview. Owners who already gave a number start at the outlet step. Each step is a form on
 * the page like Settings > Profile: `useAction` (toast) and `useFormProblems` (the server's
 * refusal by its field).
 */
export default function OnboardingPage() {
  const me = useCurrentUser();
  const [registered, setRegistered] = useState(false);
  // null: the step follows from the owner (phone given or not); a number: the one they clicked.
  const [chosenStep, setChosenStep] = useState<number | null>(null);
  const [phoneMissing, setPhoneMissing] = useState(false);

  if (!me) {
    return (
      <main className="mise-empty-page">
        <PageLoading />
      </main>
    );
  }

  const phoneDone = registered || Boolean(me.basicInfo.whatsappNumber);
  const current = chosenStep ?? (phoneDone ? 1 : 0);

  return (
    <main className="mise-empty-page">
      <Card style={{ width: 'min(560px, calc(100vw - 48px))' }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Welcome to Mise, {me.basicInfo.firstName}!
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Two quick steps and your outlet is ready.
        </Typography.Paragraph>
        <Steps
          current={current}
          onChange={setChosenStep}
          size="small"
          style={{ margin: '24px 0' }}
          items={[{ title: 'Phone number' }, { title: 'Your outlet' }]}
        />
        {current === 0 ? (
          <PhoneStep
            initialNumber={me.basicInfo.whatsappNumber ?? undefined}
            missing={phoneMissing}
            onDone={() => {
              setRegistered(true);
              setPhoneMissing(false);
              setChosenStep(1);
            }}
          />
        ) : (
          <OutletStep
            phoneRegistered={phoneDone}
            onPhoneMissing={() => {
              setPhoneMissing(true);
              setChosenStep(0);
            }}
          />
        )}
      </Card>
    </main>
  );
}

function PhoneStep({
  initialNumber,
  missing,
  onDone,
}: {
  initialNumber?: string;
  /** The owner tried to create an outlet first: say so under the field. */
  missing: boolean;
  onDone: () => void;
}) {
  const [form] = Form.useForm<PhoneValues>();
  const [registerPhone, { loading }] = useAction(RegisterPhoneDocument, {
    success: Messages.onboarding.numberRegistered,
  });
  const problems = useFormProblems(form);

  useEffect(() => {
    if (missing) {
      form.setFields([
        { name: 'whatsappNumber', errors: [Messages.onboarding.phoneRequiredForOutlet] },
      ]);
    }
  }, [missing, form]);

  const submit = async ({ whatsappNumber }: PhoneValues) => {
    const done = await problems.submit(() => registerPhone({ input: { whatsappNumber } }));
    if (!done) return;
    await refreshCurrentUser();
    onDone();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      initialValues={{ whatsappNumber: initialNumber ?? '' }}
    >
      <Typography.Paragraph>
        Which number can we reach you on? We use it for your WhatsApp orders and updates.
      </Typography.Paragraph>
      <Form.Item name="whatsappNumber" label="Phone number" rules={[phoneRule]}>
        <PhoneInput disabled={loading} />
      </Form.Item>
      {problems.alert}
      <Button type="primary" htmlType="submit" loading={loading} block>
        Continue
      </Button>
    </Form>
  );
}

function OutletStep({
  phoneRegistered,
  onPhoneMissing,
}: {
  phoneRegistered: boolean;
  onPhoneMissing: () => void;
}) {
  const [form] = Form.useForm<OutletValues>();
  const navigate = useNavigate();
  const { switchOutlet } = useAccount();
  const { data } = useQuery(OnboardingOutletsDocument, { fetchPolicy: 'network-only' });
  const [createOutlet, { loading: creating }] = useAction(CreateOutletDocument, {
    success: Messages.onboarding.outletCreated,
  });
  const problems = useFormProblems(form);
  const [choosing, setChoosing] = useState<string | null>(null);
  const busy = creating || choosing !== null;
  const outlets = data?.me.outlets ?? [];

  const create = async ({ outletName, outletAddress }: OutletValues) => {
    if (!phoneRegistered) {
      onPhoneMissing();
      return;
    }
    const result = await problems.submit(() =>
      createOutlet({
        input: { outletName: outletName.trim(), outletAddress: outletAddress.trim() },
      }),
    );
    if (!result) return;
    session.update({ outletId: result.createOutlet.id });
    await refreshCurrentUser();
    await navigate('/overview');
  };

  const choose = async (outletId: string) => {
    setChoosing(outletId);
    try {
      await switchOutlet(outletId);
    } catch {
      setChoosing(null);
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void create(values)}
        requiredMark={false}
        disabled={choosing !== null}
      >
        <Typography.Paragraph>Tell us about your restaurant or cafe.</Typography.Paragraph>
        <Form.Item name="outletName" label="Outlet Name" rules={[outletNameRule]}>
          <Input placeholder="e.g. Kedai Makan Ali" maxLength={200} />
        </Form.Item>
        <Form.Item name="outletAddress" label="Outlet Address" rules={[outletAddressRule]}>
          <Input.TextArea placeholder="Street, city" autoSize={{ minRows: 2 }} maxLength={500} />
        </Form.Item>
        {problems.alert}
        <Button type="primary" htmlType="submit" loading={creating} disabled={busy} block>
          Create outlet
        </Button>
      </Form>
      {outlets.length > 0 && (
        <section aria-label="Your outlets">
          <Divider plain>or choose one of your outlets</Divider>
          <Flex vertical gap={8}>
            {outlets.map((outlet) => (
              <Card key={outlet.id} size="small">
                <Flex justify="space-between" align="center" gap={12} wrap>
                  <div style={{ minWidth: 0 }}>
                    <strong>
                      <Name text={outlet.outletName} maxWidth="100%" />
                    </strong>
                    <br />
                    <Typography.Text type="secondary">{outlet.outletAddress}</Typography.Text>
                  </div>
                  <Button
                    onClick={() => void choose(outlet.id)}
                    loading={choosing === outlet.id}
                    disabled={busy && choosing !== outlet.id}
                    aria-label={`Use ${outlet.outletName}`}
                  >
                    Use this outlet
                  </Button>
                </Flex>
              </Card>
            ))}
          </Flex>
        </section>
      )}
    </>
  );
}
