import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { imageBytes } from './listing-fixtures.js';

/** Files that are not what they claim, as an attacker would upload them to reach an admin's or a buyer's browser. */
const SCRIPT = '<script>alert(document.cookie)</script>';
export const PAYLOAD = '<script';

export const svgWithScript = () =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`);
export const htmlWithScript = () => Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`);
/** A GIF header followed by script: the classic GIFAR-style polyglot that no decoder accepts as an image. */
export const gifHeaderWithScript = () => Buffer.from(`GIF89a/*${'\0'.repeat(8)}*/=1;${SCRIPT}`);
/** A real PNG with an HTML page appended: it decodes as an image and renders as HTML if sniffed. */
export const pngWithHtml = async () =>
  Buffer.concat([await imageBytes('png', { width: 64, height: 64 }), Buffer.from(`<html>${SCRIPT}</html>`)]);
/** Starts like a PDF and is an HTML page. */
export const htmlWithPdfHeader = () => Buffer.from(`%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n%%EOF\n`);

/** A one-page PDF that only shows text, as pdf-lib (with object streams) writes it. */
export async function plainPdf(text = 'Commercial registration 1010101010') {
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 10 });
  return Buffer.from(await document.save());
}

/** PDFs that act when opened: each hides its active part differently. */
export async function activePdfs(): Promise<Record<string, Buffer>> {
  // A script run on opening, its catalog packed in a compressed object stream (invisible to a scan of the raw bytes).
  const openScript = await PDFDocument.create();
  openScript.addPage([300, 200]);
  openScript.catalog.set(
    PDFName.of('OpenAction'),
    openScript.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
  );
  // An attached HTML file.
  const attachment = await PDFDocument.create();
  attachment.addPage([300, 200]);
  await attachment.attach(Buffer.from(`<html>${SCRIPT}</html>`), 'invoice.html', { mimeType: 'text/html' });
  // A page whose opening launches a program.
  const launch = await PDFDocument.create();
  const page = launch.addPage([300, 200]);
  page.node.set(PDFName.of('AA'), launch.context.obj({ O: { S: 'Launch', F: PDFString.of('cmd.exe') } }));
  // A handwritten PDF whose names hide behind #xx escapes, in lower case.
  const escaped = Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript << /Names [(x) 4 0 R] >> >> >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >> endobj',
      '4 0 obj << /S /#4a#61vaScript /#4a#53 (app.alert(1)) >> endobj',
      'trailer << /Root 1 0 R /Size 5 >>',
      '%%EOF',
    ].join('\n'),
  );
  return {
    'a script run on opening, inside an object stream': Buffer.from(await openScript.save({ useObjectStreams: true })),
    'an attached HTML file': Buffer.from(await attachment.save()),
    'a launch action on a page': Buffer.from(await launch.save({ useObjectStreams: false })),
    'a script behind escaped names': escaped,
  };
}
