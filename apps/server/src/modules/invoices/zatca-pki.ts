import { createPublicKey, type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  GeneralName,
  id_ce_basicConstraints,
  id_ce_keyUsage,
  id_ce_subjectAltName,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

/** The ASN.1 object identifiers of what ZATCA's CSR carries (its "CSR field contents"). */
export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  serialNumber: '2.5.4.5',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  /** Microsoft's certificate template name extension: which ZATCA CA profile is asked for. */
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

const SHORT_NAMES: Record<string, string> = {
  [OID.country]: 'C',
  [OID.organization]: 'O',
  [OID.organizationalUnit]: 'OU',
  [OID.commonName]: 'CN',
  [OID.serialNumber]: 'SN',
  [OID.uid]: 'UID',
  [OID.title]: 'title',
  [OID.registeredAddress]: 'registeredAddress',
  [OID.businessCategory]: 'businessCategory',
  '0.9.2342.19200300.100.1.25': 'DC',
};

/** ZATCA's environments and the certificate template each one's CA issues from. */
export const ZATCA_TEMPLATES = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  core: 'ZATCA-Code-Signing',
} as const;
export type ZatcaEnvironment = keyof typeof ZATCA_TEMPLATES;

/** What the EGS unit's CSR says of it: the subject, and the SAN's directory name ZATCA reads the unit from. */
export type EgsIdentity = {
  commonName: string;
  organization: string;
  organizationalUnit: string;
  /** `1-<solution>|2-<version>|3-<unit uuid>` */
  serialNumber: string;
  vatNumber: string;
  /** Which invoice types the unit issues: standard (B2B) and simplified (B2C) flags, then two reserved digits. */
  invoiceTypes: string;
  registeredAddress: string;
  businessCategory: string;
};

const utf8 = (type: string, value: string) => new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) });
const rdn = (...values: AttributeTypeAndValue[]) => new RelativeDistinguishedName(values);
const ecdsaSha256 = () => new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
const der = (value: unknown) => Buffer.from(AsnConvert.serialize(value));

function subjectName(egs: EgsIdentity) {
  return new Name([
    rdn(new AttributeTypeAndValue({ type: OID.country, value: new AttributeValue({ printableString: 'SA' }) })),
    rdn(utf8(OID.organizationalUnit, egs.organizationalUnit)),
    rdn(utf8(OID.organization, egs.organization)),
    rdn(utf8(OID.commonName, egs.commonName)),
  ]);
}

/** ZATCA's SAN: one directory name with the unit's serial, the VAT number as UID, the invoice types as title, address, category. */
function zatcaSan(egs: EgsIdentity) {
  const directoryName = new Name([
    rdn(utf8(OID.serialNumber, egs.serialNumber)),
    rdn(utf8(OID.uid, egs.vatNumber)),
    rdn(utf8(OID.title, egs.invoiceTypes)),
    rdn(utf8(OID.registeredAddress, egs.registeredAddress)),
    rdn(utf8(OID.businessCategory, egs.businessCategory)),
  ]);
  return new SubjectAlternativeName([new GeneralName({ directoryName })]);
}

function requestedExtensions(egs: EgsIdentity, environment: ZatcaEnvironment) {
  // The template name as the PrintableString ZATCA's own CSR configuration writes (ASN1:PRINTABLESTRING).
  const template = AsnConvert.serialize(new AttributeValue({ printableString: ZATCA_TEMPLATES[environment] }));
  return new Extensions([
    new Extension({ extnID: OID.certificateTemplateName, critical: false, extnValue: new OctetString(template) }),
    new Extension({ extnID: id_ce_subjectAltName, critical: false, extnValue: new OctetString(AsnConvert.serialize(zatcaSan(egs))) }),
  ]);
}

/** The PKCS #10 request of the EGS unit's secp256k1 key, signed with it (ECDSA with SHA-256), DER. */
export function zatcaCsr({ egs, environment, privateKey }: { egs: EgsIdentity; environment: ZatcaEnvironment; privateKey: KeyObject }) {
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const info = new CertificationRequestInfo({
    version: 0,
    subject: subjectName(egs),
    subjectPKInfo: AsnConvert.parse(spki, SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(requestedExtensions(egs, environment))] }),
    ]),
  });
  const signature = sign('sha256', der(info), privateKey);
  return der(
    new CertificationRequest({
      certificationRequestInfo: info,
      signatureAlgorithm: ecdsaSha256(),
      signature: new Uint8Array(signature).buffer,
    }),
  );
}

export const toPem = (label: string, bytes: Buffer) =>
  `-----BEGIN ${label}-----\n${bytes
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')}\n-----END ${label}-----\n`;
export const fromPem = (pem: string) => Buffer.from(pem.replace(/-----(BEGIN|END)[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');

/** A name's attributes by short name (C, O, CN, UID…), each in order. */
function nameFields(name: Name) {
  const fields: [string, string][] = [];
  for (const set of name) for (const value of set) fields.push([SHORT_NAMES[value.type] ?? value.type, value.value.toString()]);
  return fields;
}

/** A name as certificates are usually printed: last RDN first, `CN=…, O=…`. ZATCA's X509IssuerName is written so. */
export const nameText = (name: Name) =>
  nameFields(name)
    .reverse()
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');

function sanFields(extensions: Extension[] | undefined) {
  const san = extensions?.find((extension) => extension.extnID === id_ce_subjectAltName);
  if (!san) return {};
  const names = AsnConvert.parse(san.extnValue, SubjectAlternativeName);
  return Object.fromEntries(names.flatMap((name) => (name.directoryName ? nameFields(name.directoryName) : [])));
}

/** A CSR read back: its subject, SAN directory name, template, public key and whether its signature holds. */
export function readCsr(csr: Buffer) {
  const request = AsnConvert.parse(csr, CertificationRequest);
  const info = request.certificationRequestInfo;
  const publicKeyDer = der(info.subjectPKInfo);
  const extensions = info.attributes
    ?.filter((attribute) => attribute.type === OID.extensionRequest)
    .flatMap((attribute) => attribute.values.flatMap((value) => [...AsnConvert.parse(value, Extensions)]));
  const template = extensions?.find((extension) => extension.extnID === OID.certificateTemplateName);
  const infoDer = request.certificationRequestInfoRaw ? Buffer.from(request.certificationRequestInfoRaw) : der(info);
  return {
    subject: Object.fromEntries(nameFields(info.subject)),
    subjectName: info.subject,
    san: sanFields(extensions),
    extensions: extensions ?? [],
    template: template ? AsnConvert.parse(template.extnValue, AttributeValue).toString() : null,
    publicKeyDer,
    signatureValid: verify(
      'sha256',
      infoDer,
      createPublicKey({ key: publicKeyDer, format: 'der', type: 'spki' }),
      Buffer.from(request.signature),
    ),
  };
}

/** A certificate read back: what the XAdES stamp and the QR carry of it, and its validity. */
export function readCertificate(certificateDer: Buffer) {
  const certificate = AsnConvert.parse(certificateDer, Certificate);
  const tbs = certificate.tbsCertificate;
  return {
    der: certificateDer,
    serialNumber: BigInt(`0x${Buffer.from(tbs.serialNumber).toString('hex') || '0'}`).toString(10),
    issuerName: nameText(tbs.issuer),
    subject: Object.fromEntries(nameFields(tbs.subject)),
    subjectName: tbs.subject,
    extensions: [...(tbs.extensions ?? [])],
    san: sanFields(tbs.extensions),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    publicKeyDer: der(tbs.subjectPublicKeyInfo),
    /** The issuing CA's signature of the certificate: QR tag 9. */
    signature: Buffer.from(certificate.signatureValue),
    tbsDer: certificate.tbsCertificateRaw ? Buffer.from(certificate.tbsCertificateRaw) : der(tbs),
  };
}
export type CertificateInfo = ReturnType<typeof readCertificate>;

/** Whether a certificate was signed by the CA holding this public key. */
export const issuedBy = (certificate: CertificateInfo, caPublicKey: KeyObject) =>
  verify('sha256', certificate.tbsDer, caPublicKey, certificate.signature);

/**
 * A certificate authority of our own, as ZATCA's issues a CSID: the CSR's signature must hold; the certificate copies
 * its subject, SAN and template, for the CA's secp256k1 key. The sandbox onboarding and the tests' ZATCA use it.
 */
export function issueCertificate({
  request,
  caKey,
  caName,
  days,
}: {
  /** A CSR read back (its signature must hold), or the certificate being renewed for the same key. */
  request: { subjectName: Name; publicKeyDer: Buffer; extensions: Extension[]; signatureValid?: boolean };
  caKey: KeyObject;
  caName: string;
  days: number;
}) {
  if (request.signatureValid === false) throw new Error('The CSR is not signed by its own key');
  const now = Date.now();
  const serial = randomBytes(8);
  serial[0] = serial[0]! & 0x7f;
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: ecdsaSha256(),
    issuer: new Name([rdn(utf8(OID.commonName, caName))]),
    validity: new Validity({ notBefore: new Date(now - 60_000), notAfter: new Date(now + days * 86_400_000) }),
    subject: request.subjectName,
    subjectPublicKeyInfo: AsnConvert.parse(request.publicKeyDer, SubjectPublicKeyInfo),
    extensions: new Extensions([
      ...request.extensions.filter((extension) => extension.extnID !== id_ce_keyUsage && extension.extnID !== id_ce_basicConstraints),
      new Extension({
        extnID: id_ce_keyUsage,
        critical: true,
        extnValue: new OctetString(AsnConvert.serialize(new KeyUsage(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation))),
      }),
      new Extension({
        extnID: id_ce_basicConstraints,
        critical: true,
        extnValue: new OctetString(AsnConvert.serialize(new BasicConstraints({ cA: false }))),
      }),
    ]),
  });
  const signature = sign('sha256', der(tbs), caKey);
  return der(new Certificate({ tbsCertificate: tbs, signatureAlgorithm: ecdsaSha256(), signatureValue: new Uint8Array(signature).buffer }));
}
