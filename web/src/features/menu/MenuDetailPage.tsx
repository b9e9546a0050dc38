import { PageHeader } from '../../components/PageHeader';
import { CheckCircleFilled } from '@ant-design/icons';
import {
  CatalogueMessages,
  Messages,
  aboveFoodCostTarget,
  foodCostPercent,
  grossProfit,
  numberOrZero,
  typedMoney,
  recipeProgress,
} from '@mise/domain';
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
  Tag,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Amount, MoneyInput } from '../../components/Amount';
import { EmptyState } from '../../components/EmptyState';
import { Figure } from '../../components/Figure';
import {
  CreateMenuItemVersionDocument,
  MenuItemDetailDocument,
  MenuItemsDocument,
  UpdateMenuItemDocument,
  type MenuItemDetailFieldsFragment as MenuItem,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { CategoryInput } from './CategoryInput';
import { MenuBatchIngredientsTable } from './MenuBatchIngredientsTable';
import { MenuIngredientsTable } from './MenuIngredientsTable';
import { MenuOrderingSwitch } from './MenuOrderingSwitch';
import { MenuPhoto } from './MenuPhoto';
import { MenuVariantsTable } from './MenuVariantsTable';
import { versionTitle } from '../../lib/recipe';

interface DetailValues {
  category: string;
  keywords: string;
  description: string;
  price: string | null;
}

const toValues = (item: MenuItem): DetailValues => ({
  category: item.category,
  keywords: item.keywords ?? '',
  description: item.description ?? '',
  price: item.price,
});

/**
 * /menu/:id (spec 2 §2 "Menu detail", §4): one version of a menu item. Its recipe progress, the
 * fields (the name never changes), the live cost, gross profit and food cost % as the price is
 * typed, the ingredients and variants tables, and the photo. A version with sales is frozen: its
 * fields and tables are disabled and Update becomes Create New Version (confirm, then the new
 * version opens).
 */
export default function MenuDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useOutletQuery(MenuItemDetailDocument, { variables: { id } });
  const item = data?.menuItem;
  const [form] = Form.useForm<DetailValues>();
  const [modal, modalHolder] = Modal.useModal();
  const [update, { loading: updating }] = useAction(UpdateMenuItemDocument, {
    success: CatalogueMessages.menuItem.updated,
    refetchQueries: [MenuItemsDocument],
  });
  const [newVersion, { loading: versioning }] = useAction(CreateMenuItemVersionDocument, {
    success: (result) =>
      CatalogueMessages.menuItem.versionCreated(result.createMenuItemVersion.versionNumber),
    error: () => CatalogueMessages.menuItem.newVersionFailed,
    refetchQueries: [MenuItemsDocument],
  });

  // The form shows the saved values whenever they change (loaded, saved, another version).
  const savedAt = item ? `${item.id}/${item.updatedAt}` : '';
  useEffect(() => {
    if (item) form.setFieldsValue(toValues(item));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the saved item changes
  }, [savedAt, form]);

  const category = Form.useWatch('category', form) as string | undefined;
  const typedPrice = Form.useWatch('price', form) as string | null | undefined;
  const price = numberOrZero(typedPrice ?? item?.price);
  const cost = item?.costPerServing ?? '0';
  const progress = recipeProgress({
    name: item?.name,
    category: category ?? item?.category,
    // A dish made only of batch items has a recipe too.
    ingredientCount: (item?.ingredients.length ?? 0) + (item?.batchIngredients.length ?? 0),
    ingredientCost: cost,
    price,
  });
  const frozen = Boolean(item?.hasSales);
  const foodCost = foodCostPercent(price, cost);
  const target = data?.catalogueSettings.foodCostTarget;
  const overTarget = target !== undefined && aboveFoodCostTarget(foodCost, target);

  const save = async (values: DetailValues) => {
    if (!item) return;
    await update({
      id: item.id,
      input: {
        category: values.category.trim(),
        keywords: values.keywords.trim(),
        description: values.description.trim(),
        price: typedMoney(values.price),
      },
    });
  };

  const createVersion = () => {
    if (!item) return;
    void modal.confirm({
      title: 'Create New Version',
      content: CatalogueMessages.menuItem.hasSalesConfirm,
      okText: 'Continue',
      cancelText: 'Cancel',
      onOk: async () => {
        const result = await newVersion({ id: item.id });
        const next = result?.createMenuItemVersion;
        if (next) void navigate(`/menu/${next.id}`);
      },
    });
  };

  if (!item) {
    return (
      <>
        <PageHeader back={BACK} title="Menu Item" />
        {loading ? (
          <Card loading style={{ marginTop: 12 }} />
        ) : (
          <EmptyState text={Messages.empty.noDataFound} />
        )}
      </>
    );
  }

  return (
    <>
      {modalHolder}
      <PageHeader back={BACK} title={versionTitle(item.name, item.versionNumber)} />
      <Flex vertical gap={16}>
        <Card size="small">
          <section aria-label="Recipe progress">
            <Progress percent={progress.percent} steps={5} size={[48, 10]} />
            <Typography.Text
              data-testid="recipe-prompt"
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
            title="This version has sales, so it is kept as it was sold. Create a new version to change it."
          />
        )}
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card title="Details">
              <Form<DetailValues>
                form={form}
                layout="vertical"
                name="menu-item-detail"
                disabled={frozen || updating}
                onFinish={(values) => void save(values)}
              >
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Recipe Name" htmlFor="menu-recipe-name">
                      <Input id="menu-recipe-name" value={item.name} disabled readOnly />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label="Category"
                      name="category"
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: CatalogueMessages.menuItem.categoryBlank,
                        },
                      ]}
                    >
                      <CategoryInput disabled={frozen} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Keywords" name="keywords">
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Menu Price" name="price">
                      <MoneyInput min="0" />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item label="Description" name="description">
                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
                    </Form.Item>
                  </Col>
                </Row>
                <Row gutter={16}>
                  <Col xs={24} sm={8}>
                    <Figure label="Cost per serving" testId="cost-per-serving">
                      <Amount value={cost} kind="unitCost" />
                    </Figure>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Figure label="Gross Profit" testId="gross-profit">
                      <Amount value={grossProfit(price, cost)} kind="unitCost" />
                    </Figure>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Figure label="Food Cost" testId="food-cost">
                      <Typography.Text
                        type={overTarget ? 'danger' : undefined}
                        style={{ fontSize: 'inherit' }}
                      >
                        {foodCost}%
                      </Typography.Text>
                      {overTarget && (
                        <Tag color="red" style={{ marginLeft: 8 }}>
                          Above target {target}%
                        </Tag>
                      )}
                    </Figure>
                  </Col>
                </Row>
                <Flex justify="flex-end" style={{ marginTop: 16 }}>
                  {frozen ? (
                    <Button
                      type="primary"
                      disabled={false}
                      loading={versioning}
                      onClick={createVersion}
                    >
                      Create New Version
                    </Button>
                  ) : (
                    <Button type="primary" htmlType="submit" loading={updating}>
                      Update
                    </Button>
                  )}
                </Flex>
              </Form>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Flex vertical gap={16}>
              <Card title="Ordering Page">
                <MenuOrderingSwitch item={item} />
              </Card>
              <Card title="Photo">
                <MenuPhoto item={item} />
              </Card>
            </Flex>
          </Col>
        </Row>
        <Card title="Ingredients">
          <section aria-label="Ingredients">
            <MenuIngredientsTable item={item} disabled={frozen} />
          </section>
        </Card>
        <Card title="Batch Ingredients">
          <section aria-label="Batch Ingredients">
            <MenuBatchIngredientsTable item={item} disabled={frozen} />
          </section>
        </Card>
        <Card title="Variants">
          <section aria-label="Variants">
            <MenuVariantsTable item={item} disabled={frozen} />
          </section>
        </Card>
      </Flex>
    </>
  );
}

const BACK = { to: '/menu', label: 'Back to Menu' };
