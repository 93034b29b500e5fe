import path from 'node:path';
import { z } from 'zod';
import { FAILPOINTS, type Failpoint } from './failpoints';

/*
 * The environment, parsed once at start-up by one schema (contract.md, Environment). A bad value stops
 * the server with a message naming every bad variable; nothing else in the API reads process.env.
 */
const onOff = (name: string) => z.enum(['on', 'off'], { error: `${name} must be "on" or "off"` }).default('on');

const DATABASE_CONNECT_TIMEOUT_PROBLEM = 'DATABASE_CONNECT_TIMEOUT_MS must be whole milliseconds from 1 to 600000';

/** What MEDIA_STORAGE_URL needs beside it; the region has a default. */
const MEDIA_STORAGE_PARTS = [
  'MEDIA_STORAGE_BUCKET',
  'MEDIA_STORAGE_ACCESS_KEY_ID',
  'MEDIA_STORAGE_SECRET_ACCESS_KEY',
] as const;

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Only http(s): it is the base of links in e-mails, where javascript:, data: or ftp: must never appear.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce
    .number({ error: DATABASE_CONNECT_TIMEOUT_PROBLEM })
    .int(DATABASE_CONNECT_TIMEOUT_PROBLEM)
    .min(1, DATABASE_CONNECT_TIMEOUT_PROBLEM)
    .max(600_000, DATABASE_CONNECT_TIMEOUT_PROBLEM)
    .default(10_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sports Booking <no-reply@localhost>'),
  // Unset: media in DATA_DIR/media. Set: an S3 (or S3-compatible) endpoint whose bucket every server shares.
  MEDIA_STORAGE_URL: z
    .url({ protocol: /^https?$/, error: 'MEDIA_STORAGE_URL must be the http(s):// URL of an S3 endpoint' })
    .optional(),
  MEDIA_STORAGE_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'MEDIA_STORAGE_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  MEDIA_STORAGE_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'MEDIA_STORAGE_REGION must be a region name like eu-west-2')
    .optional(),
  MEDIA_STORAGE_ACCESS_KEY_ID: z.string().optional(),
  MEDIA_STORAGE_SECRET_ACCESS_KEY: z.string().optional(),
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe'], { error: 'PAYMENT_PROVIDER must be "sandbox" or "stripe"' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }))
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  DEMO_DATA: z.enum(['0', '1'], { error: 'DEMO_DATA must be 0 or 1' }).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: onOff('RATE_LIMITS'),
  WORKERS: z.coerce
    .number({ error: 'WORKERS must be a number' })
    .int()
    .min(1, 'WORKERS must be between 1 and 64')
    .max(64, 'WORKERS must be between 1 and 64')
    .default(1),
  TRUST_PROXY: z.string().optional(),
  CORS_ORIGINS: z.string().optional(),
  SANDBOX_LATENCY_MS: z
    .string()
    .regex(/^\d{1,5}(-\d{1,5})?$/, 'SANDBOX_LATENCY_MS must be milliseconds like 50 or a range like 20-80')
    .optional(),
  FAILPOINT: z.enum(FAILPOINTS, { error: `FAILPOINT must be one of ${FAILPOINTS.join(', ')}` }).optional(),
  NODE_ENV: z.string().optional(),
});

export type RawEnv = Record<string, string | undefined>;

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  sqlitePath: string;
  /** The local media folder: where media live unless `mediaStorage` names a bucket. */
  mediaDir: string;
  /** The S3 bucket media live in (MEDIA_STORAGE_*), which every server shares; undefined: `mediaDir`. */
  mediaStorage:
    { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  outboxDir: string;
  databaseUrl: string | undefined;
  /** How long start-up waits for PostgreSQL to answer before it stops (DATABASE_CONNECT_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  payments: {
    provider: 'sandbox' | 'stripe';
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    /** The sandbox answers after a delay drawn from this range, as a real provider over the network does. */
    sandboxLatencyMs: { min: number; max: number } | undefined;
  };
  googleMapsApiKey: string | undefined;
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  logLevel: string;
  rateLimits: boolean;
  /** Server processes on this machine (Node's cluster module); more than one shares state through the database. */
  workers: number;
  trustProxy: boolean;
  /** Origins allowed to call the API from another site; the SPA itself is same-origin. */
  corsOrigins: string[];
  /** Where the built web app lives; absent in API-only tests. */
  webDistDir: string | undefined;
  /** Test-only: the step at which the server stops dead (src/failpoints.ts). */
  failpoint: Failpoint | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, as shells and compose files often leave them. */
function withoutEmpty(env: RawEnv): RawEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

export function loadConfig(env: RawEnv, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[name]) problems.push(`${name} is required when PAYMENT_PROVIDER is "stripe"`);
    }
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  let sandboxLatencyMs: AppConfig['payments']['sandboxLatencyMs'];
  if (e.SANDBOX_LATENCY_MS) {
    const [min, max = min] = e.SANDBOX_LATENCY_MS.split('-').map(Number) as [number, number?];
    if (max < min) problems.push('SANDBOX_LATENCY_MS: the range must run from the smaller to the larger number');
    sandboxLatencyMs = { min, max };
  }
  if (e.MEDIA_STORAGE_URL) {
    for (const name of MEDIA_STORAGE_PARTS) {
      if (!e[name]) problems.push(`${name} is required when MEDIA_STORAGE_URL is set`);
    }
    const endpoint = new URL(e.MEDIA_STORAGE_URL);
    // Keys in the URL would end up in logs and error messages; they have variables of their own.
    if (endpoint.username || endpoint.password || endpoint.search || endpoint.hash)
      problems.push(
        'MEDIA_STORAGE_URL must be the endpoint alone (no keys, query or fragment): the keys go in MEDIA_STORAGE_ACCESS_KEY_ID and MEDIA_STORAGE_SECRET_ACCESS_KEY',
      );
  } else {
    // Half a configuration would quietly keep media on this machine, which is what it was meant to end.
    const stray = [...MEDIA_STORAGE_PARTS, 'MEDIA_STORAGE_REGION' as const].filter((name) => e[name]);
    if (stray.length > 0)
      problems.push(
        `MEDIA_STORAGE_URL is required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set (without it media stay in DATA_DIR/media)`,
      );
  }
  if (e.FAILPOINT && e.NODE_ENV === 'production')
    problems.push('FAILPOINT is for the crash tests and cannot be set in production');
  const corsOrigins = (e.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`CORS_ORIGINS: "${origin}" is not an origin like https://example.com`);
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    sqlitePath: path.join(dataDir, 'marketplace.db'),
    mediaDir: path.join(dataDir, 'media'),
    mediaStorage:
      e.MEDIA_STORAGE_URL &&
      e.MEDIA_STORAGE_BUCKET &&
      e.MEDIA_STORAGE_ACCESS_KEY_ID &&
      e.MEDIA_STORAGE_SECRET_ACCESS_KEY
        ? {
            endpoint: e.MEDIA_STORAGE_URL,
            bucket: e.MEDIA_STORAGE_BUCKET,
            region: e.MEDIA_STORAGE_REGION ?? 'eu-west-2',
            accessKeyId: e.MEDIA_STORAGE_ACCESS_KEY_ID,
            secretAccessKey: e.MEDIA_STORAGE_SECRET_ACCESS_KEY,
          }
        : undefined,
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
      sandboxLatencyMs,
    },
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA === '1',
    logLevel: e.LOG_LEVEL,
    rateLimits: e.RATE_LIMITS === 'on',
    workers: e.WORKERS,
    trustProxy: Boolean(e.TRUST_PROXY && e.TRUST_PROXY !== '0' && e.TRUST_PROXY !== 'false'),
    corsOrigins,
    webDistDir: undefined,
    failpoint: e.FAILPOINT,
    ...overrides,
  };
}
