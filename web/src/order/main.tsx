import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OrderApp } from './OrderApp';
import '../public-entry/base.css';
import './order.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OrderApp />
  </StrictMode>,
);
