import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { problemsOf } from './support/config-problems';

describe('configuration', () => {
  it('applies the contract defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.publicUrl).toBe('http://localhost:8000');
    expect(config.sqlitePath).toMatch(/data\/marketplace\.db$/);
    expect(config.outboxDir).toMatch(/data\/outbox$/);
    expect(config.mailFrom).toBe('Sports Booking <no-reply@localhost>');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.demoData).toBe(true);
    expect(config.rateLimits).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '9100', DATABASE_URL: '', DEMO_DATA: '0', RATE_LIMITS: 'off' });
    expect(config.publicUrl).toBe('http://localhost:9100');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(false);
    expect(config.rateLimits).toBe(false);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      DEMO_DATA: 'yes',
      RATE_LIMITS: 'maybe',
      PUBLIC_URL: 'not a url',
    });
    const text = problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'DEMO_DATA', 'RATE_LIMITS', 'PUBLIC_URL']) expect(text).toContain(name);
    expect(problems).toHaveLength(5);
  });

  it('requires the Stripe keys when the Stripe provider is chosen', () => {
    const problems = problemsOf({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
    expect(problems).toEqual([
      'STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROVIDER is "stripe"',
      'STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is "stripe"',
    ]);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together and normalises the address', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    expect(loadConfig({ ADMIN_EMAIL: ' Boss@Example.com ', ADMIN_PASSWORD: 'long-enough' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'long-enough',
    });
  });

  it('accepts CORS origins only in origin form', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080' }).corsOrigins).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(problemsOf({ CORS_ORIGINS: 'https://a.example/path' })[0]).toContain('CORS_ORIGINS');
  });

  it('reads the sandbox delay as a range or one number, and refuses anything else', () => {
    expect(loadConfig({}).payments.sandboxLatencyMs).toBeUndefined();
    expect(loadConfig({ SANDBOX_LATENCY_MS: '20-80' }).payments.sandboxLatencyMs).toEqual({ min: 20, max: 80 });
    expect(loadConfig({ SANDBOX_LATENCY_MS: '50' }).payments.sandboxLatencyMs).toEqual({ min: 50, max: 50 });
    expect(problemsOf({ SANDBOX_LATENCY_MS: 'slow' })).toEqual([
      'SANDBOX_LATENCY_MS must be milliseconds like 50 or a range like 20-80',
    ]);
    expect(problemsOf({ SANDBOX_LATENCY_MS: '80-20' })).toEqual([
      'SANDBOX_LATENCY_MS: the range must run from the smaller to the larger number',
    ]);
  });

  it('takes a failpoint only by one of its names, and never in production', () => {
    expect(loadConfig({}).failpoint).toBeUndefined();
    expect(loadConfig({ FAILPOINT: 'checkout.charged' }).failpoint).toBe('checkout.charged');
    expect(problemsOf({ FAILPOINT: 'checkout.somewhere' })[0]).toContain('FAILPOINT must be one of');
    expect(problemsOf({ FAILPOINT: 'checkout.charged', NODE_ENV: 'production' })).toEqual([
      'FAILPOINT is for the crash tests and cannot be set in production',
    ]);
  });
});
