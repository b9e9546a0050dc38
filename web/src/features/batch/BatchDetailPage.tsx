import { PageHeader } from '../../components/PageHeader';
import { CheckCircleFilled } from '@ant-design/icons';
import { BatchMessages, batchProgress, portionCost } from '@mise/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Modal,
  Progress,
  Row,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Amount, QuantityInput } from '../../components/Amount';
import { EmptyState } from '../../components/EmptyState';
import { Figure } from '../../components/Figure';
import { RecipeIngredientsTable } from '../../components/RecipeIngredientsTable';
import {
  AddBatchIngredientDocument,
  BatchItemDetailDocument,
  BatchItemsDocument,
  CreateBatchItemVersionDocument,
  MenuIngredientOptionsDocument,
  RemoveBatchIngredientDocument,
  UpdateBatchIngredientDocument,
  UpdateBatchItemDocument,
  type BatchItemDetailFieldsFragment as BatchItem,
} from '../../generated/graphql';
import { versionTitle } from '../../lib/recipe';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  batchItemInput,
  batchItemValues,
  updateMakesNewVersion,
  type BatchItemValues,
} from './batch';

/**
 * /batch/:id (spec 2 §2 "Batch detail", §4): one version of a batch item. The 3-step progress,
 * the recipe table edited one row at a time (new ingredient names are created in inventory), the
 * batch cost, the portion size with the portion cost following as it is typed, remarks and the
 * par level (the prep list). A version a menu item or variant uses is frozen: its rows are
 * read-only and Update asks, then makes version N+1 (the recipe copied) and opens it.
 */
export default function BatchDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useOutletQuery(BatchItemDetailDocument, {
    variables: { id },
    context: { quiet: true },
    // Costs follow ingredient prices: ask again whenever the screen opens.
    fetchPolicy: 'cache-and-network',
  });
  const item = data?.batchItem;
  return (
    <>
      <PageHeader back={{ to: '/batch', label: 'Back to Batch List' }} title="Batch Ingredients" />
      {item ? (
        <BatchDetail item={item} />
      ) : (
        <Card loading={loading && !error}>
          {!loading && <EmptyState text={BatchMessages.item.notFound} />}
        </Card>
      )}
    </>
  );
}

function BatchDetail({ item }: { item: BatchItem }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Required<BatchItemValues>>();
  const [modal, modalHolder] = Modal.useModal();
  const [update, { loading: updating }] = useAction(UpdateBatchItemDocument, {
    success: BatchMessages.item.updated,
    refetchQueries: [BatchItemsDocument],
  });
  const [newVersion, { loading: versioning }] = useAction(CreateBatchItemVersionDocument, {
    success: (result) =>
      BatchMessages.item.versionCreated(result.createBatchItemVersion.versionNumber),
    error: () => BatchMessages.item.newVersionFailed,
    refetchQueries: [BatchItemsDocument],
  });
  const [addIngredient] = useAction(AddBatchIngredientDocument, {
    success: BatchMessages.item.ingredientAdded,
    refetchQueries: [MenuIngredientOptionsDocument],
  });
  const [updateIngredient] = useAction(UpdateBatchIngredientDocument, {
    success: BatchMessages.item.ingredientUpdated,
  });
  const [removeIngredient] = useAction(RemoveBatchIngredientDocument, {
    success: BatchMessages.item.ingredientRemoved,
  });

  // The form shows the saved values whenever they change (loaded, saved, another version).
  const savedAt = `${item.id}/${item.updatedAt}`;
  useEffect(() => {
    form.setFieldsValue(batchItemValues(item));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved item changes
  }, [savedAt, form]);

  const typedSize = Form.useWatch('portionSize', form) as string | null | undefined;
  const size = typedSize === undefined ? item.portionSize : (typedSize ?? '0');
  const progress = batchProgress({
    name: item.name,
    ingredientCount: item.ingredients.length,
    portionSize: size,
  });
  const frozen = item.usedByMenu;

  const save = (values: Required<BatchItemValues>) => {
    const input = batchItemInput(values);
    if (!updateMakesNewVersion(item, values)) {
      void update({ id: item.id, input });
      return;
    }
    void modal.confirm({
      title: 'Create New Version',
      content: BatchMessages.item.usedByMenuConfirm,
      okText: 'Continue',
      cancelText: 'Cancel',
      onOk: async () => {
        const result = await newVersion({ id: item.id, input });
        const next = result?.createBatchItemVersion;
        if (next) void navigate(`/batch/${next.id}`);
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="batch-title">
        {versionTitle(item.name, item.versionNumber)}
      </Typography.Title>
      <Card size="small">
        <section aria-label="Batch progress">
          <Progress percent={progress.percent} steps={3} size={[64, 10]} />
          <Typography.Text
            data-testid="batch-prompt"
            type={progress.complete ? 'success' : 'secondary'}
            style={{ display: 'block', marginTop: 4 }}
          >
            {progress.complete && <CheckCircleFilled />} {progress.prompt}
          </Typography.Text>
        </section>
      </Card>
      {frozen && (
        <Alert
          type="info"
          showIcon
          title={`This version is used by ${item.menuItemCount} menu item(s) or variant(s), so its recipe is kept as it is. Update creates a new version to change it.`}
        />
      )}
      <Card title="Recipe">
        <section aria-label="Batch recipe">
          <RecipeIngredientsTable
            rows={item.ingredients}
            costTitle="Cost (RM)"
            cost={(row) => row.cost}
            onSave={(input, row) =>
              row
                ? updateIngredient({ id: row.id, input })
                : addIngredient({ batchItemId: item.id, input })
            }
            onRemove={(row) => removeIngredient({ id: row.id })}
            disabled={frozen}
          />
        </section>
      </Card>
      <Card title="Details">
        <Form<Required<BatchItemValues>>
          form={form}
          layout="vertical"
          name="batch-item-detail"
          disabled={updating || versioning}
          onFinish={save}
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Figure label="Batch Cost" testId="batch-cost">
                <Amount value={item.batchCost} kind="unitCost" />
              </Figure>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="Portion Size"
                name="portionSize"
                extra="How many portions one batch makes"
              >
                <QuantityInput min="0" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Figure label="Portion Cost" testId="portion-cost">
                <Amount value={portionCost(item.batchCost, size)} kind="unitCost" />
              </Figure>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label="Remarks" name="remarks">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label="Par level (portions)"
                name="parLevel"
                extra="Portions to keep ready, for the prep list"
              >
                <QuantityInput min="0" />
              </Form.Item>
            </Col>
          </Row>
          <Flex justify="flex-end">
            <Button type="primary" htmlType="submit" loading={updating || versioning}>
              Update
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
