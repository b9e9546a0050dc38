import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_PHONE_COUNTRY,
  MAX_PAYMENT_DETAILS,
  PartyMessages,
  type PartyKind,
} from '@mise/domain';
import { Button, Card, Col, Form, Input, Row, Tabs, Typography, type TabsProps } from 'antd';
import { useNavigate } from 'react-router';
import { useFormProblems } from '../core/form-problems';
import { domainRule } from '../lib/form-rules';
import {
  partyFormValues,
  partyInput,
  validatePartyForm,
  type PartyFormValues,
  type PartyShape,
} from '../lib/party-form';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';
import { PhoneInput } from './PhoneInput';

export interface PartyDetailProps {
  kind: PartyKind;
  /** The list's route (Back; a new one opens at `{path}/{id}` once saved). */
  path: string;
  /** The stored party, or null for a new one (`{path}/new`) or one not (yet) loaded. */
  party: (PartyShape & { id: string }) | null;
  /** `{path}/new`: an empty form. */
  isNew: boolean;
  /** The stored party's query: still loading, or refused (its message shows). */
  loading: boolean;
  error?: { message: string } | null;
  /** Creates or updates (a `useAction`); answers the saved id, or null when refused. */
  save: (input: ReturnType<typeof partyInput>) => Promise<string | null>;
  saving: boolean;
  /** The first tab's title: 'Business Info' or 'Client Info'. */
  infoTab: string;
  /** The tabs after it (documents other screens own). */
  tabs: NonNullable<TabsProps['items']>;
}

const KIND_TITLE: Record<PartyKind, { one: string; list: string }> = {
  supplier: { one: 'Supplier', list: 'Suppliers' },
  client: { one: 'Client', list: 'Clients' },
};

/**
 * A supplier's or client's detail (spec 3 §2.4, §2.6): Back and Save, the Info tab (name, e-mail,
 * two address lines, postcode, state, country, one contact with a phone (MY first), the payment
 * details list) and the tabs the screen adds. The spec's messages show under the fields, before
 * sending and when the server refuses (a taken name); the others' tabs wait for a saved party.
 */
export function PartyDetail(props: PartyDetailProps) {
  const { kind, path, party, isNew, loading, error } = props;
  const title = KIND_TITLE[kind];
  if (!isNew && !party) {
    return (
      <>
        <PageHeader back={{ to: path, label: `Back to ${title.list}` }} title={title.one} />
        <Card loading={loading}>
          {!loading && <EmptyState text={error?.message || PartyMessages[kind].notFound} />}
        </Card>
      </>
    );
  }
  return <PartyEditor {...props} />;
}

function PartyEditor({ kind, path, party, save, saving, infoTab, tabs }: PartyDetailProps) {
  const navigate = useNavigate();
  const [form] = Form.useForm<PartyFormValues>();
  const problems = useFormProblems(form);
  const rule = (field: keyof PartyFormValues) =>
    domainRule<Partial<PartyFormValues>>(validatePartyForm(kind), field);
  const title = KIND_TITLE[kind];

  const submit = (values: PartyFormValues) =>
    problems.submit(async () => {
      const id = await save(partyInput(values));
      if (id && !party) void navigate(`${path}/${id}`, { replace: true });
    });

  const info = (
    <Card>
      <Form<PartyFormValues>
        key={party?.id ?? 'new'}
        form={form}
        name={`${kind}-info`}
        layout="vertical"
        initialValues={partyFormValues(party)}
        onFinish={(values) => void submit(values)}
        disabled={saving}
        style={{ maxWidth: 880 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Name" name="name" rules={[rule('name')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="E-mail" name="email" rules={[rule('email')]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Address Line 1" name="address1">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Address Line 2" name="address2">
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Postcode" name="postcode">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="State" name="state">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Country" name="country">
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>Contact</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Contact Name"
              name="contactName"
              dependencies={['contactPhone']}
              rules={[rule('contactName')]}
            >
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={`Contact Phone (${DEFAULT_PHONE_COUNTRY} by default)`}
              name="contactPhone"
              dependencies={['contactName']}
              rules={[rule('contactPhone')]}
            >
              <PhoneInput />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>Payment Details</Typography.Title>
        <Form.List name="paymentDetails">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={16} align="top" data-testid="payment-detail">
                  <Col xs={24} md={8}>
                    <Form.Item
                      label="Beneficiary Name"
                      name={[field.name, 'name']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: PartyMessages.paymentDetailIncomplete,
                        },
                      ]}
                    >
                      <Input autoComplete="off" aria-label={`Beneficiary Name ${index + 1}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={7}>
                    <Form.Item
                      label="Account No."
                      name={[field.name, 'accountNumber']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: PartyMessages.paymentDetailIncomplete,
                        },
                      ]}
                    >
                      <Input
                        autoComplete="off"
                        inputMode="numeric"
                        aria-label={`Account No. ${index + 1}`}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={20} md={7}>
                    <Form.Item
                      label="Bank"
                      name={[field.name, 'bank']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: PartyMessages.paymentDetailIncomplete,
                        },
                      ]}
                    >
                      <Input autoComplete="off" aria-label={`Bank ${index + 1}`} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove payment detail ${index + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              {fields.length < MAX_PAYMENT_DETAILS && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', accountNumber: '', bank: '' })}
                  style={{ marginBottom: 16 }}
                >
                  Add Payment Detail
                </Button>
              )}
            </>
          )}
        </Form.List>
        {problems.alert}
      </Form>
    </Card>
  );

  const waiting = (
    <Card>
      <EmptyState text={`Save the ${title.one.toLowerCase()} first`} />
    </Card>
  );

  return (
    <>
      <PageHeader
        back={{ to: path, label: `Back to ${title.list}` }}
        title={party?.name ?? `New ${title.one}`}
        extra={
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            Save
          </Button>
        }
      />
      <Tabs
        className="mise-party-tabs"
        defaultActiveKey="info"
        items={[
          { key: 'info', label: infoTab, children: info },
          ...tabs.map((tab) => (party ? tab : { ...tab, children: waiting })),
        ]}
      />
    </>
  );
}

/** A tab whose rows another service keeps and that has none to show yet. */
export function PartyEmptyTab({ text }: { text: string }) {
  return (
    <Card>
      <EmptyState text={text} />
    </Card>
  );
}
