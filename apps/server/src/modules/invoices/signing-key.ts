import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The platform's invoice signing key as third-party issuer for its sellers, with what the QR carries of it. */
export type SigningKey = {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SubjectPublicKeyInfo DER: QR tag 8, and what each invoice records. */
  publicKeyDer: Buffer;
  /** QR tag 9: the CSID certificate's signature once onboarded; before, the key's own ECDSA signature of its public key. */
  keySignature: Buffer;
  /** Once onboarded (ADR 040): the production CSID's certificate, which the XAdES stamp carries. */
  certificate?: { base64: string; issuerName: string; serialNumber: string };
};

const FILE = 'invoice-signing-key.pem';
const loaded = new Map<string, Promise<SigningKey>>();

/** The secp256k1 key in DATA_DIR, made on first use (like the JWT secret); every process of one DATA_DIR shares it. */
export function signingKey(dataDir: string, fileName = FILE) {
  const file = path.resolve(dataDir, fileName);
  let key = loaded.get(file);
  if (!key) {
    key = readOrCreate(file);
    loaded.set(file, key);
    key.catch(() => loaded.delete(file));
  }
  return key;
}

async function readOrCreate(file: string): Promise<SigningKey> {
  if (!existsSync(file)) await createKeyFile(file);
  const stored = createPrivateKey(await readFile(file, 'utf8'));
  const publicKey = createPublicKey(stored);
  const publicKeyDer = publicKey.export({ type: 'spki', format: 'der' });
  return { privateKey: stored, publicKey, publicKeyDer, keySignature: sign('sha256', publicKeyDer, stored) };
}

async function createKeyFile(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  // Written aside, then linked in place (atomic, refused when the file exists): of two processes starting together,
  // one key wins whole and both read that one.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(draft, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
}
