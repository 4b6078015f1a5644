import type { FastifyReply } from 'fastify';
import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';
import sharp from 'sharp';
import { AppError } from './app-error.js';
import { newId } from './ids.js';
import { contentTypeOf, requestedKey, type Storage, storageKey } from './storage/index.js';

/** Documents kept out of the public upload routes: only a route that checks the caller hands them out. */
const PRIVATE_FOLDER = 'private-documents';
const SIGNATURES: { ext: 'pdf' | 'png' | 'jpg'; type: string; magic: number[] }[] = [
  { ext: 'pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];
/** Refuses decompression bombs, as lib/images.ts does. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * PDF names that make a document act rather than show: scripts, actions run on opening or on events, launched
 * programs, attached or embedded files, forms that submit or import data, and remote go-to targets.
 * See the "PDF active content" list of OWASP's file upload cheat sheet and PDF 32000-1 §12.6.
 */
const ACTIVE_PDF_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
]);

/** A PDF name with its #xx escapes resolved (PDF 32000-1 §7.3.5 allows them in either case). */
const decodeName = (name: string) =>
  name.replace(/^\//, '').replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Every name written in the file outside stream data (compressed streams are read by pdf-lib below). */
function rawNames(buffer: Buffer): string[] {
  const text = buffer.toString('latin1').replace(/stream\r?\n[\s\S]*?endstream/g, ' ');
  return [...text.matchAll(/\/((?:[!-~]|#[0-9a-f]{2})+?)(?=[\s/<>[\](){}%]|$)/gi)].map((m) => decodeName(m[1]!));
}

/** Every name used as a key or a value in the objects pdf-lib reads, including those packed in object streams. */
function parsedNames(document: PDFDocument): string[] {
  const names: string[] = [];
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined) => {
    if (!object || object instanceof PDFRef || seen.has(object)) return;
    seen.add(object);
    if (object instanceof PDFName) names.push(decodeName(object.decodeText()));
    else if (object instanceof PDFStream) visit(object.dict);
    else if (object instanceof PDFArray) for (const item of object.asArray()) visit(item);
    else if (object instanceof PDFDict)
      for (const [key, value] of object.entries()) {
        visit(key);
        visit(value);
      }
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object);
  return names;
}

/**
 * Refuses a PDF that can run something when opened: scripts, automatic actions, launches, attachments, XFA forms,
 * and encrypted files (whose objects cannot be inspected). A file that only starts like a PDF, with no page that
 * pdf-lib can read, is refused as `invalid` (it may be anything, an HTML page for instance).
 */
export async function assertPlainPdf(buffer: Buffer, { invalid }: { invalid: 'INVALID_DOCUMENT' | 'INVALID_PROOF' }) {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(new Uint8Array(buffer), {
      ignoreEncryption: false,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
  } catch (error) {
    throw new AppError(error instanceof EncryptedPDFError ? 'UNSAFE_PDF' : invalid);
  }
  const active = [...rawNames(buffer), ...parsedNames(document)].find((name) => ACTIVE_PDF_NAMES.has(name));
  if (active || document.isEncrypted) throw new AppError('UNSAFE_PDF');
  let pages = 0;
  try {
    pages = document.getPageCount();
  } catch {}
  if (pages === 0) throw new AppError(invalid);
}

/** A PNG or JPEG drawn again by sharp in its own format: metadata and anything appended or hidden in it are left behind. */
async function reencode(buffer: Buffer, ext: 'png' | 'jpg') {
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    return await (ext === 'png' ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90, mozjpeg: true })).toBuffer();
  } catch {
    throw new AppError('INVALID_DOCUMENT');
  }
}

/**
 * Stores a PDF, PNG or JPEG (judged by its bytes) under a fresh name and returns that name. Images are re-encoded,
 * PDFs must be plain (assertPlainPdf); nothing is written for a refused file.
 */
export async function storeDocument(buffer: Buffer, storage: Storage): Promise<string> {
  const kind = SIGNATURES.find((s) => s.magic.every((byte, i) => buffer[i] === byte));
  if (!kind) throw new AppError('INVALID_DOCUMENT');
  let bytes = buffer;
  if (kind.ext === 'pdf') await assertPlainPdf(buffer, { invalid: 'INVALID_DOCUMENT' });
  else bytes = await reencode(buffer, kind.ext);
  const file = `${newId()}.${kind.ext}`;
  await storage.put(storageKey(PRIVATE_FOLDER, file), bytes, kind.type);
  return file;
}

export async function readDocument(storage: Storage, name: string) {
  const key = requestedKey(PRIVATE_FOLDER, name);
  const body = key && (await storage.get(key));
  if (!key || !body) throw new AppError('NOT_FOUND', 'errors.documentNotFound');
  return { body, type: contentTypeOf(key), name };
}

/**
 * Sends a stored private document as a download that the browser never runs: no inline rendering, no sniffing, and
 * a sandboxing policy in case it is opened anyway (an uploaded file is someone else's content on our origin).
 */
export function sendDocument(reply: FastifyReply, { body, type, name }: { body: Buffer; type: string; name: string }) {
  const ascii = name.replace(/[^\w.\- ]/g, '_');
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** Removes stored documents (an account closed at its owner's request keeps none); a missing file is not an error. */
export async function removeDocuments(storage: Storage, files: string[]) {
  await storage.remove(files.map((file) => storageKey(PRIVATE_FOLDER, file)));
}
