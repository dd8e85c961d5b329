// Seed options from the environment, shared by app start-up and `npm run db:seed`.
import { env } from '@/platform/env';
import type { SeedOptions } from './seed';

export function seedOptionsFromEnv(): SeedOptions {
  return {
    demo: env.SEED_DEMO === 'true',
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    paytr: env.PAYTR_MERCHANT_ID && env.PAYTR_MERCHANT_KEY && env.PAYTR_MERCHANT_SALT
      ? { merchantId: env.PAYTR_MERCHANT_ID, merchantKey: env.PAYTR_MERCHANT_KEY, merchantSalt: env.PAYTR_MERCHANT_SALT }
      : undefined,
    sms: env.NETGSM_USERCODE && env.NETGSM_PASSWORD && env.NETGSM_HEADER
      ? { usercode: env.NETGSM_USERCODE, password: env.NETGSM_PASSWORD, header: env.NETGSM_HEADER }
      : undefined,
    allowGeneratedAdmin: env.NODE_ENV !== 'production',
  };
}
