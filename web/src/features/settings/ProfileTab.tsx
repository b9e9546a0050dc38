import { Messages, validateProfileInput, type ProfileInput } from '@mise/domain';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useFormProblems } from '../../core/form-problems';
import { PageLoading } from '../../core/PageLoading';
import { EmptyState } from '../../components/EmptyState';
import { PhoneInput } from '../../components/PhoneInput';
import { domainRule } from '../../lib/form-rules';
import { SettingsProfileDocument, UpdateOutletProfileDocument } from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';

interface ProfileValues {
  outletAddress: string;
  contactNumber: string;
  name: string;
  accountNumber: string;
  bankName: string;
}

const rule = (field: keyof ProfileValues & keyof ProfileInput) =>
  domainRule<ProfileValues>(validateProfileInput, field);

/**
 * Settings > Profile (spec 2.11): the current outlet's address, contact number and payment
 * details; the outlet name is read-only. Save updates the current outlet (X-Outlet-ID).
 * The example of a form on a page: `useOutletQuery` to read, the domain's validator per field
 * (`domainRule`), `useAction` to save (toast, or the refusal by its field: `useFormProblems`).
 */
export function ProfileTab() {
  const { data, loading } = useOutletQuery(SettingsProfileDocument);
  const [update, { loading: saving }] = useAction(UpdateOutletProfileDocument, {
    success: Messages.profile.updated,
  });
  const outlet = data?.currentOutlet;
  const [form] = Form.useForm<ProfileValues>();
  const problems = useFormProblems(form);

  if (loading && !outlet) return <PageLoading />;
  if (!outlet) {
    return (
      <Card>
        <EmptyState />
      </Card>
    );
  }

  const initialValues: ProfileValues = {
    outletAddress: outlet.outletAddress,
    contactNumber: outlet.contactNumber ?? '',
    name: outlet.paymentDetails.name ?? '',
    accountNumber: outlet.paymentDetails.accountNumber ?? '',
    bankName: outlet.paymentDetails.bank ?? '',
  };

  // The answer updates the outlet in the cache (same id and fields), so the form shows it.
  const save = (values: ProfileValues) =>
    problems.submit(() =>
      update({
        input: {
          outletAddress: values.outletAddress.trim(),
          contactNumber: values.contactNumber,
          name: values.name.trim(),
          accountNumber: values.accountNumber.trim(),
          bankName: values.bankName.trim(),
        },
      }),
    );

  return (
    <Card title="Profile">
      <Form<ProfileValues>
        key={outlet.id}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void save(values)}
        disabled={saving}
        style={{ maxWidth: 720 }}
      >
        <Form.Item label="Outlet Name" htmlFor="profile-outlet-name">
          <Input id="profile-outlet-name" value={outlet.outletName} readOnly variant="filled" />
        </Form.Item>
        <Form.Item label="Address" name="outletAddress" rules={[rule('outletAddress')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item label="Contact Number" name="contactNumber" rules={[rule('contactNumber')]}>
          <PhoneInput />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Beneficiary Name" name="name" rules={[rule('name')]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Account Number" name="accountNumber" rules={[rule('accountNumber')]}>
              <Input autoComplete="off" inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Bank Name" name="bankName" rules={[rule('bankName')]}>
          <Input autoComplete="off" />
        </Form.Item>
        {problems.alert}
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
