import { halalasToSar, zatcaQrPayload } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { writeText } from '../../lib/pdf-text.js';
import type { UserRow } from '../users/index.js';
import { findProfile, users } from '../users/index.js';
import { orderItems, orders } from './tables.js';

const sar = (halalas: number) => `${halalasToSar(halalas).toFixed(2)} SAR`;

/**
 * The order's invoice as a real PDF: a simplified tax invoice with the ZATCA phase-1 QR code when the seller has a
 * VAT number. Only the buyer, the seller and admins may download it.
 */
export async function renderInvoice(db: Db, { orderId, viewer }: { orderId: string; viewer: UserRow }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.buyerId !== viewer.id && order.sellerId !== viewer.id && viewer.role !== 'admin')) {
    throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  }
  const [seller] = await db.select().from(users).where(eq(users.id, order.sellerId));
  const [buyer] = await db.select().from(users).where(eq(users.id, order.buyerId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  // A shop invoices under its store name, the name buyers saw and the one its VAT registration carries.
  const sellerName = (await findProfile(db, order.sellerId)).storeName?.trim() || seller?.name || '';
  const qr = seller?.vatNumber
    ? await QRCode.toBuffer(
        zatcaQrPayload({
          sellerName,
          vatNumber: seller.vatNumber,
          timestamp: order.createdAt,
          total: halalasToSar(order.total).toFixed(2),
          vat: halalasToSar(order.tax).toFixed(2),
        }),
        { margin: 1, width: 140 },
      )
    : null;

  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice #${order.number}`, Author: 'GameSouq' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(22).fillColor('#4c1d95').text('GameSouq', 50, 50);
  doc
    .fontSize(14)
    .fillColor('#111827')
    .text(seller?.vatNumber ? 'Simplified Tax Invoice' : 'Invoice', 50, 80);
  doc.fontSize(10).fillColor('#374151');
  // Names and titles may be Arabic: writeText shapes them with an Arabic font in the right direction.
  let y = 110;
  const line = (text: string) => {
    y = writeText(doc, text, { x: 50, y, width: 330 });
  };
  line(`Invoice number: INV-${order.number}`);
  line(`Order: #${order.number}`);
  line(`Date: ${order.createdAt.toISOString().slice(0, 10)}`);
  line(`Status: ${order.status}   Payment: ${order.paymentStatus}`);
  y += 10;
  line(`Seller: ${sellerName}`);
  if (seller?.vatNumber) line(`VAT number: ${seller.vatNumber}`);
  line(`Buyer: ${buyer?.name ?? ''}`);
  line(`Delivery: ${order.deliveryType === 'pickup' ? 'Pickup' : 'Shipping'}`);
  if (qr) doc.image(qr, 400, 100, { width: 140 });

  y = Math.max(y + 20, 270);
  doc.fillColor('#111827');
  const row = (cells: string[], bold = false) => {
    const widths = [250, 50, 100, 100];
    let x = 50;
    let bottom = y;
    cells.forEach((cell, i) => {
      bottom = Math.max(bottom, writeText(doc, cell, { x, y, bold, width: widths[i]! - 8, align: i === 0 ? 'left' : 'right' }));
      x += widths[i]!;
    });
    y = bottom;
  };
  row(['Item', 'Qty', 'Unit price', 'Amount'], true);
  for (const item of items) row([item.title, String(item.quantity), sar(item.unitPrice), sar(item.unitPrice * item.quantity)]);
  y += 10;
  row(['Subtotal', '', '', sar(order.subtotal)]);
  row(['Shipping', '', '', order.shipping ? sar(order.shipping) : 'Free']);
  if (order.discount) row(['Promo discount', '', '', `-${sar(order.discount)}`]);
  row(['VAT', '', '', sar(order.tax)]);
  row(['Total', '', '', sar(order.total)], true);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Paid through GameSouq escrow. Thank you for your order.', 50, y + 20);
  doc.end();
  return { file: await done, filename: `invoice-${order.number}.pdf` };
}
