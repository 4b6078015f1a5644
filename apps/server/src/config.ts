import path from 'node:path';
import { DEFAULT_VAT_RATE_PERCENT, isSaudiVatNumber } from '@gamesouq/core';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ error: 'must be a postgres:// URL' }).optional(),
    REDIS_URL: z.url({ error: 'must be a redis:// URL' }).optional(),
    /**
     * Begins every Redis key and channel (rate limits, Socket.IO, cache news). Instances of one deployment share it;
     * by default it names the deployment's database, so deployments (or test runs) sharing one Redis never cross.
     */
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.:/@-]{1,200}$/, 'must be letters, digits and . : / @ - _')
      .optional(),
    DEMO_DATA: bool.default(true),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMS_PROVIDER: z.enum(['log', 'twilio'], { error: 'must be log or twilio' }).default('log'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    EMAIL_PROVIDER: z.enum(['log', 'smtp'], { error: 'must be log or smtp' }).default('log'),
    /** smtp://user:pass@host:587 or smtps://user:pass@host:465; or the SMTP_HOST group below. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    SMTP_HOST: z.string().optional(),
    /** 465 speaks TLS from the start; any other port upgrades with STARTTLS when the server offers it. */
    SMTP_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    /** The sender of every e-mail: `no-reply@example.com` or `GameSouq <no-reply@example.com>`. */
    SMTP_FROM: z
      .string()
      .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'must be an e-mail address, optionally as Name <address>')
      .optional(),
    /** Requests per minute and IP on each sign-in route (login, signup, OTP, recovery). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Uploads (ads with images) per minute and IP. */
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Chat messages per minute and account, over HTTP and the socket together. */
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    WEB_DIST_DIR: z.string().optional(),
    /**
     * The web app's server rendering (`apps/web/dist-ssr`, docs/decisions/023). By default the one beside the default
     * WEB_DIST_DIR; a WEB_DIST_DIR of its own renders no page bodies unless this is set too.
     */
    WEB_SSR_DIR: z.string().optional(),
    /** Seconds an anonymous Home or category first page is served from the shared cache at most (ADR 026); 0 turns it off. */
    LISTING_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /**
     * Seconds a reply that names every listing, item and seller it shows (a product, an item page, their drawn pages)
     * is kept at most when none of them changes (ADR 059): the bound on what changes raise no event, such as likes,
     * view counts and a seller's nightly level. Off with LISTING_CACHE_SECONDS=0.
     */
    PRODUCT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    /** Where uploads are kept (ADR 029): `local` in STORAGE_DIR, `s3` in the S3-compatible bucket of the S3_* settings. */
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    /** With `local`: the uploads folder; DATA_DIR/uploads by default. */
    STORAGE_DIR: z.string().optional(),
    /** With `s3`: the store's address for any S3-compatible store (R2, MinIO); unset means AWS S3 itself. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Time between scheduled backups into DATA_DIR/backups, in hours or days (`6h`, `1d`); unset: none. */
    BACKUP_EVERY: z
      .string()
      .regex(/^[1-9]\d{0,3}[hd]$/, 'must be hours or days like 6h or 1d')
      .transform((v) => Number.parseInt(v, 10) * (v.endsWith('d') ? 24 : 1))
      .optional(),
    /** How many backups are kept; older ones are removed after each scheduled backup. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** The bearer token that GET /metrics asks; unset: /metrics answers 404. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** The VAT rate inside the prices of VAT-registered sellers and on the platform's commission, in percent. */
    VAT_RATE_PERCENT: z.coerce.number().int('must be a whole number').min(0).max(100).default(DEFAULT_VAT_RATE_PERCENT),
    /** The platform's commission on a released sale, in percent (the platform's revenue, plus its own VAT). */
    COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(0),
    /** The platform's VAT registration number, on sellers' statements with the VAT on its commission. */
    PLATFORM_VAT_NUMBER: z.string().refine(isSaudiVatNumber, 'must be a Saudi VAT number: 15 digits starting and ending with 3').optional(),
    /** Days after a physical order's delivery (carrier's delivered event, pickup hand-over) when escrow is released. */
    ESCROW_RELEASE_DAYS: z.coerce.number().min(0).max(60).default(3),
    /** Days a seller has to ship before the sweeper cancels and refunds the order. */
    SHIP_DEADLINE_DAYS: z.coerce.number().min(1).max(60).default(5),
    /** Minutes a checkout paid by a card or wallet method keeps its stock reserved while the payment is made. */
    CHECKOUT_RESERVATION_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
    /** Hours an offer or counter waits for its answer before it expires (issue 20). */
    OFFER_EXPIRY_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 14)
      .default(24),
    /** Hours an accepted offer holds the item in the buyer's cart at the agreed price. */
    OFFER_RESERVATION_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 7)
      .default(24),
    /** Offers and counters per account and hour. */
    OFFER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** Set when a load balancer or reverse proxy sits in front and sets X-Forwarded-For. */
    TRUST_PROXY: bool.default(false),
    /** Where simplified tax invoices are reported: `log` records what would be sent; `zatca` reports to ZATCA (FATOORA). */
    FATOORA_PROVIDER: z.enum(['log', 'zatca'], { error: 'must be log or zatca' }).default('log'),
    /** ZATCA's e-invoicing API base, e.g. its simulation or production gateway (ADR 012). */
    ZATCA_API_URL: z.url({ error: 'must be an https:// URL' }).optional(),
    /**
     * A production CSID (binary security token) and its secret obtained outside the app; the one the admin onboarding
     * stores (ADR 040) takes precedence.
     */
    ZATCA_CSID: z.string().optional(),
    ZATCA_CSID_SECRET: z.string().optional(),
    /** What the EGS unit's CSR says of the platform (ADR 040): the taxpayer's name and its registered address. */
    ZATCA_ORGANIZATION_NAME: z.string().min(1).max(100).default('GameSouq'),
    ZATCA_REGISTERED_ADDRESS: z.string().min(1).max(100).default('Riyadh'),
    /** The payment gateway (issue 15): `sandbox` runs inside the server (test cards, no real money); `moyasar` is real. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'moyasar'], { error: 'must be sandbox or moyasar' }).default('sandbox'),
    /** Moyasar's secret API key (sk_live_… or sk_test_…): the server's calls, with HTTP Basic auth. */
    MOYASAR_SECRET_KEY: z.string().optional(),
    /** Moyasar's publishable key (pk_…): the payment page's form sends card details to Moyasar with it. */
    MOYASAR_PUBLISHABLE_KEY: z.string().optional(),
    /** The secret token set on the Moyasar dashboard's webhook: every webhook must carry it. */
    MOYASAR_WEBHOOK_SECRET: z.string().optional(),
    /**
     * Apple Pay with Moyasar: the merchant name on the Apple Pay sheet. Set it once the site's domain is registered for
     * Apple Pay in Moyasar's dashboard; the Moyasar page then shows the Apple Pay button (unset: Apple Pay is not offered).
     */
    MOYASAR_APPLE_PAY_LABEL: z.string().trim().min(1).max(64).optional(),
    /** Moyasar's API address; only changed to reach a test server. */
    MOYASAR_API_URL: z.url({ error: 'must be a URL' }).default('https://api.moyasar.com'),
    /** How long the server waits for the payment gateway's API before it counts as not answering. */
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** The site's public address (https://…), where a real gateway sends the buyer back; required with moyasar. */
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    /**
     * Who proves a seller's identity (ADR 041): `sandbox` runs inside the server (a stand-in page for the Nafath app);
     * `nafath` is Elm's Nafath MFA API (NAFATH_API_URL, NAFATH_APP_ID, NAFATH_APP_KEY).
     */
    ID_VERIFICATION_PROVIDER: z.enum(['sandbox', 'nafath'], { error: 'must be sandbox or nafath' }).default('sandbox'),
    /** Nafath's API base, e.g. https://nafath.api.elm.sa (or its /stg pre-production base). */
    NAFATH_API_URL: z.url({ error: 'must be a URL' }).default('https://nafath.api.elm.sa'),
    NAFATH_APP_ID: z.string().optional(),
    NAFATH_APP_KEY: z.string().optional(),
    /** The Nafath service name our contract with Elm names for this use. */
    NAFATH_SERVICE: z.string().trim().min(1).default('DigitalServiceEnrollmentWithoutBio'),
    /**
     * Who answers for a shop's commercial registration (ADR 041): `sandbox` knows a few demo CRs; `wathq` is the
     * Ministry of Commerce's Wathq Commercial Registration API (WATHQ_API_URL, WATHQ_API_KEY).
     */
    CR_VERIFICATION_PROVIDER: z.enum(['sandbox', 'wathq'], { error: 'must be sandbox or wathq' }).default('sandbox'),
    WATHQ_API_URL: z.url({ error: 'must be a URL' }).default('https://api.wathq.sa'),
    WATHQ_API_KEY: z.string().optional(),
    /** Where parcels' tracking events come from (ADR 021): `sandbox` walks every tracked parcel to delivered on a timer. */
    CARRIER_PROVIDER: z.enum(['sandbox', 'aramex', 'smsa'], { error: 'must be sandbox, aramex or smsa' }).default('sandbox'),
    /** With `aramex`: the Shipment Tracking API's base (…/Tracking/Service_1_0.svc) and the account's ClientInfo. */
    ARAMEX_API_URL: z.url({ error: 'must be an https:// URL' }).optional(),
    ARAMEX_USERNAME: z.string().optional(),
    ARAMEX_PASSWORD: z.string().optional(),
    ARAMEX_ACCOUNT_NUMBER: z.string().optional(),
    ARAMEX_ACCOUNT_PIN: z.string().optional(),
    ARAMEX_ACCOUNT_ENTITY: z.string().optional(),
    ARAMEX_ACCOUNT_COUNTRY_CODE: z.string().length(2).default('SA'),
    /** With `smsa`: SMSA's e-commerce API base (https://ecomapis.smsaexpress.com) and the account's API key. */
    SMSA_API_URL: z.url({ error: 'must be an https:// URL' }).optional(),
    SMSA_API_KEY: z.string().optional(),
    /** Minutes between the sandbox carrier's events (shipped, in transit, out for delivery, delivered). */
    CARRIER_SANDBOX_STEP_MINUTES: z.coerce.number().min(0).max(1440).default(2),
    /** The shared secret that signs POST /api/carriers/webhook (HMAC-SHA256 in X-Signature); unset refuses every call. */
    CARRIER_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Seconds a stopping server keeps serving while /ready says 503, so that the load balancer stops sending it requests first. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    /**
     * How far V8 lets the old generation grow past what the last full collection kept, in percent (ADR 066): 50 keeps
     * a server with 1,000 sockets under 300 MB at saturation where V8's own factor (up to 300%) let it reach 450 MB,
     * at no measured cost in throughput. 0 leaves V8's own choice.
     */
    HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
    /** The key digital codes are sealed with (ADR 020): 32 bytes in base64 or hex; unset, one is generated into DATA_DIR. */
    CODES_KEY: z
      .string()
      .refine((v) => /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), 'base64').length === 32, 'must be 32 bytes in base64 or hex')
      .optional(),
    /** Earlier codes keys, comma-separated, kept after a rotation to open the codes they sealed. */
    CODES_OLD_KEYS: z.string().optional(),
    /** Hours after a code's reveal when the buyer can still report it; then the escrow is released. */
    DIGITAL_CODE_REPORT_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** Hours the seller has to replace a reported code or accept the refund; then the order is refunded. */
    DIGITAL_CODE_ANSWER_HOURS: z.coerce.number().min(0).max(720).default(12),
    /** Days after delivery when a code nobody revealed counts as accepted and the escrow is released. */
    DIGITAL_CODE_UNREVEALED_DAYS: z.coerce.number().min(0).max(60).default(7),
    /** Hours after a digital service's seller said "delivered" when, without the buyer's confirmation, it is released. */
    DIGITAL_SERVICE_CONFIRM_HOURS: z.coerce.number().min(0).max(720).default(72),
    /** Valid code reports (replaced or refunded) in 30 days that flag a seller for the admins. */
    DIGITAL_REPORTS_FLAG_COUNT: z.coerce.number().int().min(1).max(1000).default(3),
    /** Sign-in with Google (ADR 030): the OAuth client of Google's console; both set turn the button on. */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** Google's OpenID Connect issuer; only changed to reach a test provider. */
    GOOGLE_ISSUER: z.url({ error: 'must be a URL' }).default('https://accounts.google.com'),
    /** Sign-in with Apple: the Services ID, the team, and the Sign in with Apple key (id and PKCS#8 PEM) for the client-secret JWT. */
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_TEAM_ID: z.string().optional(),
    APPLE_KEY_ID: z.string().optional(),
    APPLE_PRIVATE_KEY: z.string().optional(),
    /** Apple's OpenID Connect issuer; only changed to reach a test provider. */
    APPLE_ISSUER: z.url({ error: 'must be a URL' }).default('https://appleid.apple.com'),
    /** Web Push (ADR 036): the VAPID key pair (base64url, as web-push generates it); unset, one is generated into DATA_DIR. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
    /** Who push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
      .default('mailto:support@gamesouq.sa'),
    /**
     * The push services a browser's subscription may name, as host names or their parent domains (comma-separated):
     * the server sends pushes to no other address.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com')
      .transform((v) =>
        v
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** false: this instance serves requests only, and other instances run the job queue (events, sweeper, mailer). */
    RUN_JOBS: bool.default(true),
  })
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (c.SMS_PROVIDER === 'twilio' && !(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      });
    }
    if (c.FATOORA_PROVIDER === 'zatca' && !c.ZATCA_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['FATOORA_PROVIDER'], message: 'zatca needs ZATCA_API_URL' });
    }
    if (Boolean(c.ZATCA_CSID) !== Boolean(c.ZATCA_CSID_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['ZATCA_CSID_SECRET'], message: 'ZATCA_CSID and ZATCA_CSID_SECRET go together' });
    }
    if (
      c.CARRIER_PROVIDER === 'aramex' &&
      !(
        c.ARAMEX_API_URL &&
        c.ARAMEX_USERNAME &&
        c.ARAMEX_PASSWORD &&
        c.ARAMEX_ACCOUNT_NUMBER &&
        c.ARAMEX_ACCOUNT_PIN &&
        c.ARAMEX_ACCOUNT_ENTITY
      )
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER_PROVIDER'],
        message:
          'aramex needs ARAMEX_API_URL, ARAMEX_USERNAME, ARAMEX_PASSWORD, ARAMEX_ACCOUNT_NUMBER, ARAMEX_ACCOUNT_PIN and ARAMEX_ACCOUNT_ENTITY',
      });
    }
    if (c.CARRIER_PROVIDER === 'smsa' && !(c.SMSA_API_URL && c.SMSA_API_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['CARRIER_PROVIDER'], message: 'smsa needs SMSA_API_URL and SMSA_API_KEY' });
    }
    if (c.EMAIL_PROVIDER === 'smtp') {
      if (!c.SMTP_URL && !c.SMTP_HOST) {
        ctx.addIssue({ code: 'custom', path: ['EMAIL_PROVIDER'], message: 'smtp needs SMTP_URL or SMTP_HOST' });
      }
      if (!c.SMTP_FROM) ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'is required when EMAIL_PROVIDER is smtp' });
    }
    if (c.PAYMENT_PROVIDER === 'moyasar') {
      for (const key of ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET', 'PUBLIC_URL'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER is moyasar' });
      }
    }
    if (c.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER is s3' });
      }
    }
    if (Boolean(c.GOOGLE_CLIENT_ID) !== Boolean(c.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    }
    const apple = [c.APPLE_CLIENT_ID, c.APPLE_TEAM_ID, c.APPLE_KEY_ID, c.APPLE_PRIVATE_KEY];
    if (apple.some(Boolean) && !apple.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_CLIENT_ID'],
        message: 'APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY go together',
      });
    }
    if (c.ID_VERIFICATION_PROVIDER === 'nafath' && !(c.NAFATH_APP_ID && c.NAFATH_APP_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['ID_VERIFICATION_PROVIDER'], message: 'nafath needs NAFATH_APP_ID and NAFATH_APP_KEY' });
    }
    if (c.CR_VERIFICATION_PROVIDER === 'wathq' && !c.WATHQ_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CR_VERIFICATION_PROVIDER'], message: 'wathq needs WATHQ_API_KEY' });
    }
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
    }
    if (c.SMTP_URL && c.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'give either SMTP_URL or SMTP_HOST, not both' });
    }
    if (Boolean(c.SMTP_USER) !== Boolean(c.SMTP_PASS)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_PASS'], message: 'SMTP_USER and SMTP_PASS go together' });
    }
  });

export type Config = Omit<z.infer<typeof ZConfig>, 'REDIS_PREFIX'> & { REDIS_PREFIX: string };

export class ConfigError extends Error {}

/** Reads the settings of design §1 from the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'config'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, REDIS_PREFIX: parsed.data.REDIS_PREFIX ?? defaultRedisPrefix(parsed.data) };
}

function defaultRedisPrefix({ DATABASE_URL, DATA_DIR }: z.infer<typeof ZConfig>) {
  if (!DATABASE_URL) return `gamesouq:${path.resolve(DATA_DIR)}:`;
  const url = new URL(DATABASE_URL);
  return `gamesouq:${url.hostname}:${url.port || 5432}${url.pathname}:`;
}
