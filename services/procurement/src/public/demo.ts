import type { PurchaseOrderPdfData } from '../pdf/purchase-order-pdf';
import type { SupplierViewPurchaseOrder } from './supplier-view.model';

/**
 * The fixed demo page (`/supplier-view/demo`, spec 3 §2.5): what a supplier sees, with a Demo Mode
 * banner. Answers are checked like real ones and shown back, never kept (docs/decisions.md); its
 * PDF is made once per process under a fixed outlet id no real outlet has.
 */
export const DEMO_OUTLET_ID = '00000000-0000-4000-8000-00000000de70';
export const DEMO_ORDER_ID = '00000000-0000-4000-8000-0000000000a1';

const items = [
  {
    id: '00000000-0000-4000-8000-0000000000b1',
    inventoryName: 'Chicken breast',
    amount: '5',
    unit: 'kg',
    quantity: '2',
    cost: '11.5',
    total: '115.00',
  },
  {
    id: '00000000-0000-4000-8000-0000000000b2',
    inventoryName: 'Basmati rice',
    amount: '10',
    unit: 'kg',
    quantity: '1',
    cost: '4.2',
    total: '42.00',
  },
  {
    id: '00000000-0000-4000-8000-0000000000b3',
    inventoryName: 'Coconut milk',
    amount: '1',
    unit: 'l',
    quantity: '6',
    cost: '7.9',
    total: '47.40',
  },
];

export function demoView(): SupplierViewPurchaseOrder {
  return {
    purchaseOrderNumber: '1008261124090000',
    purchaseOrderDate: '2026-11-24',
    supplierName: 'Fresh Farm Supplies',
    outletName: 'Demo Kitchen',
    outletAddress: ['12 Jalan Contoh', '50450 Kuala Lumpur'],
    ownerNumber: '+60123456789',
    ownerEmail: 'owner@demo.mise.test',
    outletRemarks: 'Please deliver before 9 am.',
    supplierRemarks: null,
    purchaseOrderStatus: 'PENDING',
    grandTotal: '204.40',
    demo: true,
    items: items.map((item) => ({ ...item, inSupplierStock: null })),
    uploads: [],
  };
}

export function demoPdfData(responseLink: string): PurchaseOrderPdfData {
  const view = demoView();
  return {
    purchaseOrderNumber: view.purchaseOrderNumber,
    purchaseOrderDate: view.purchaseOrderDate,
    outlet: {
      name: view.outletName,
      address: view.outletAddress,
      phone: view.ownerNumber,
      email: view.ownerEmail,
    },
    supplier: { name: view.supplierName, email: null, address: [], contact: null },
    items: view.items,
    grandTotal: view.grandTotal,
    outletRemarks: view.outletRemarks,
    responseLink,
  };
}
