// temporary: screenshots of the client page with a mocked /graphql (not committed)
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser.mjs';
const DIST = path.resolve('web/dist');
const inv = {
  invoiceNumber: '1029261127093000', creationDate: '2026-11-27', dueDate: '2026-11-20', paymentDate: null,
  invoiceStatus: 'CREDIT', overdue: true, outletName: 'Kedai Makan Ana', outletAddress: ['1 Jalan Test', '50000 Kuala Lumpur'],
  ownerNumber: '+60123456789', ownerEmail: 'ana@example.com',
  outletPaymentDetails: { name: 'Ana Food Sdn Bhd', accountNumber: '5140-1234-5678', bank: 'Maybank' },
  clientName: 'Syarikat Katering Bintang', clientEmail: 'accounts@bintang.test', clientAddress: ['Lot 12, Jalan Industri 3', '47100 Puchong'],
  clientContact: { name: 'Puan Siti', phoneNumber: '+60198765432' },
  items: [
    { name: 'Nasi Lemak Ayam Goreng', quantity: '40.000000', confirmedPrice: '12.50', total: '500.00' },
    { name: 'Mee Goreng Mamak', quantity: '25.5', confirmedPrice: '9.90', total: '252.45' },
  ],
  miscs: [{ id: 'm1', name: 'Box Packaging', total: '8.40' }],
  grandTotal: '760.85', amountOutstanding: '760.85', outletRemarks: 'Thank you for your business', clientRemarks: null,
  demo: process.argv[2] === 'demo', proofs: [], poReferences: [{ id: 'p1', fileName: 'PO-4411.pdf', url: 'http://x/p' }],
};
const server = createServer((req, res) => {
  const file = req.url.startsWith('/assets/') ? path.join(DIST, req.url) : path.join(DIST, 'supplier.html');
  if (!existsSync(file)) { res.statusCode = 404; return res.end(); }
  res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html');
  res.end(readFileSync(file));
}).listen(4999);
const browser = await launchChromium();
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['wide', { width: 1280, height: 900 }]]) {
  const page = await browser.newPage({ viewport, isMobile: name === 'phone', deviceScaleFactor: 1 });
  await page.route('**/graphql', (route) => {
    const body = route.request().postDataJSON();
    if (body.operationName === 'ClientInvoice') return route.fulfill({ json: { data: { clientInvoice: body.variables.token === 'bad' ? null : inv } } });
    return route.fulfill({ json: { data: {} } });
  });
  await page.goto('http://localhost:4999/client-view/abc');
  await page.getByText('Amount Outstanding').waitFor();
  await page.screenshot({ path: `/tmp/pub-shot/${name}.png`, fullPage: true });
  await page.goto('http://localhost:4999/client-view/bad');
  await page.getByText('No invoices found').waitFor();
}
await browser.close(); server.close();
