import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PoViewApp } from './PoViewApp';
import { SupplierApp } from './SupplierApp';
import '../public-entry/base.css';
import './supplier-view.css';

// One small entry for the pages outsiders open from a purchase order: /supplier-view/{token}
// (the supplier's answer) and /po-view/{token} (the PDF).
const isPdfPage = window.location.pathname.startsWith('/po-view/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>{isPdfPage ? <PoViewApp /> : <SupplierApp />}</StrictMode>,
);
