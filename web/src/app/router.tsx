import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FeedbackHost } from '../core/feedback';
import { Guard } from './Guard';
import { PageLoading } from '../core/PageLoading';

/**
 * The route table (spec 2.1). A route is declared only when its screen works; each area adds its
 * own here (and its sidebar entry in navigation.tsx). Every screen, the signed-in layer (API
 * client, current user) and the shell are their own chunks, so /login loads only what it shows.
 */
const SignedIn = lazy(() => import('./SignedIn'));
const Shell = lazy(() => import('./Shell'));
const LoginPage = lazy(() => import('../features/login/LoginPage'));
const AuthCallbackPage = lazy(() => import('../features/login/AuthCallbackPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const OverviewPage = lazy(() => import('../features/overview/OverviewPage'));
const OperationsPage = lazy(() => import('../features/operations/OperationsPage'));
const LiveOrdersPage = lazy(() => import('../features/operations/LiveOrdersPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const IngredientsPage = lazy(() => import('../features/ingredients/IngredientsPage'));
const IngredientDetailPage = lazy(() => import('../features/ingredients/IngredientDetailPage'));
const StockEntriesPage = lazy(() => import('../features/ingredients/StockEntriesPage'));
const InventoryPage = lazy(() => import('../features/inventory/InventoryPage'));
const MenuPage = lazy(() => import('../features/menu/MenuPage'));
const MenuDetailPage = lazy(() => import('../features/menu/MenuDetailPage'));
const VariantsPage = lazy(() => import('../features/variant/VariantsPage'));
const VariantDetailPage = lazy(() => import('../features/variant/VariantDetailPage'));
const TablesPage = lazy(() => import('../features/table/TablesPage'));
const TableDetailPage = lazy(() => import('../features/table/TableDetailPage'));
const SalesPage = lazy(() => import('../features/sales/SalesPage'));
// issue 25: analytics
const AnalyticsPage = lazy(() => import('../features/analytics/AnalyticsPage'));
const BatchListPage = lazy(() => import('../features/batch/BatchListPage'));
const BatchDetailPage = lazy(() => import('../features/batch/BatchDetailPage'));
const BatchProductionPage = lazy(() => import('../features/batch/BatchProductionPage'));
const BatchStockPage = lazy(() => import('../features/batch/BatchStockPage'));
const BatchAdjustmentPage = lazy(() => import('../features/batch/BatchAdjustmentPage'));
const ProcurementPage = lazy(() => import('../features/purchase-orders/ProcurementPage'));
const PurchaseOrderListPage = lazy(
  () => import('../features/purchase-orders/PurchaseOrderListPage'),
);
const CreatePurchaseOrdersPage = lazy(
  () => import('../features/purchase-orders/CreatePurchaseOrdersPage'),
);
// issue 23: client invoices
const InvoiceListPage = lazy(() => import('../features/invoices/InvoiceListPage'));
const CreateInvoicesPage = lazy(() => import('../features/invoices/CreateInvoicesPage'));
const PaymentResultPage = lazy(() => import('../features/payment/PaymentResultPage'));
// issue 20: suppliers and clients
const SuppliersPage = lazy(() => import('../features/suppliers/SuppliersPage'));
const SupplierDetailPage = lazy(() => import('../features/suppliers/SupplierDetailPage'));
const ClientsPage = lazy(() => import('../features/clients/ClientsPage'));
const ClientDetailPage = lazy(() => import('../features/clients/ClientDetailPage'));
// issue 21: expenses
const ExpensesPage = lazy(() => import('../features/expenses/ExpensesPage'));
// issue 24: the OAuth returns of the integrations
const IntegrationCallbackPage = lazy(
  () => import('../features/integrations/IntegrationCallbackPage'),
);

export function AppRoutes() {
  return (
    <BrowserRouter>
      <FeedbackHost />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<Navigate to="/overview" replace />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/auth0/callback" element={<AuthCallbackPage />} />
          <Route element={<SignedIn />}>
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route element={<Shell />}>
              <Route
                path="/admin"
                element={
                  <Guard access="admin">
                    <AdminPage />
                  </Guard>
                }
              />
              <Route path="/overview" element={<OverviewPage />} />
              <Route path="/operations" element={<OperationsPage />} />
              <Route path="/operations/waiter" element={<LiveOrdersPage kind="waiter" />} />
              <Route path="/operations/kitchen" element={<LiveOrdersPage kind="kitchen" />} />
              <Route path="/menu" element={<MenuPage />} />
              <Route path="/menu/:id" element={<MenuDetailPage />} />
              <Route path="/inventory" element={<InventoryPage />} />
              <Route path="/ingredients" element={<IngredientsPage />} />
              <Route path="/ingredients/stock" element={<StockEntriesPage />} />
              <Route path="/ingredients/:id" element={<IngredientDetailPage />} />
              <Route path="/variant" element={<VariantsPage />} />
              <Route path="/variant/:id" element={<VariantDetailPage />} />
              <Route path="/table" element={<TablesPage />} />
              <Route path="/table/:name" element={<TableDetailPage />} />
              <Route path="/expenses" element={<ExpensesPage />} />
              <Route path="/sales" element={<SalesPage />} />
              <Route path="/analytics" element={<AnalyticsPage />} />
              <Route path="/batch" element={<BatchListPage />} />
              <Route path="/batch/:id" element={<BatchDetailPage />} />
              <Route path="/batch-production" element={<BatchProductionPage />} />
              <Route path="/batch-stock" element={<BatchStockPage />} />
              <Route path="/batch-stock/adjustment/:id" element={<BatchAdjustmentPage />} />
              <Route path="/purchase-order" element={<ProcurementPage />} />
              <Route path="/purchase-order/list" element={<PurchaseOrderListPage />} />
              <Route path="/purchase-order/create" element={<CreatePurchaseOrdersPage />} />
              {/* issue 23: client invoices */}
              <Route path="/invoices" element={<Navigate to="/invoices/list" replace />} />
              <Route path="/invoices/list" element={<InvoiceListPage />} />
              <Route path="/invoices/create" element={<CreateInvoicesPage />} />
              {/* issue 20: suppliers and clients */}
              <Route path="/supplier" element={<SuppliersPage />} />
              <Route path="/supplier/:id" element={<SupplierDetailPage />} />
              <Route path="/client" element={<ClientsPage />} />
              <Route path="/client/:id" element={<ClientDetailPage />} />
              <Route path="/settings" element={<SettingsPage />} />
              <Route path="/payment/success" element={<PaymentResultPage outcome="success" />} />
              <Route path="/payment/cancel" element={<PaymentResultPage outcome="cancel" />} />
              {/* issue 24: each provider's redirect_uri ({PUBLIC_WEB_URL}/{slug}/callback) */}
              <Route
                path="/loyverse/callback"
                element={<IntegrationCallbackPage provider="POS" />}
              />
              <Route
                path="/google/callback"
                element={<IntegrationCallbackPage provider="MAIL" />}
              />
              <Route
                path="/xero/callback"
                element={<IntegrationCallbackPage provider="ACCOUNTING" />}
              />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/overview" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
