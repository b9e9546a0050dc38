import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientApp } from '../client-view/ClientApp';
import { PoViewApp } from '../supplier-view/PoViewApp';
import { SupplierApp } from '../supplier-view/SupplierApp';
import './base.css';
import '../supplier-view/supplier-view.css';
import '../client-view/client-view.css';

// The one small entry (supplier.html) for the pages outsiders open from a link: a purchase
// order's /supplier-view/{token} (the supplier's answer) and /po-view/{token} (the PDF), and an
// invoice's /client-view/{token} (the client's page). React only: no antd, Apollo or router.
const path = window.location.pathname;
const page = path.startsWith('/client-view/') ? (
  <ClientApp />
) : path.startsWith('/po-view/') ? (
  <PoViewApp />
) : (
  <SupplierApp />
);

createRoot(document.getElementById('root')!).render(<StrictMode>{page}</StrictMode>);
