// The PayTR merchant accounts of the journeys' app servers (playwright.config.ts). PayTR
// notifies one URL per account, so each server has its own; the PayTR double knows them all.
export interface Merchant { PAYTR_MERCHANT_ID: string; PAYTR_MERCHANT_KEY: string; PAYTR_MERCHANT_SALT: string }

/** The first server's ('site' journeys). */
export const SITE_MERCHANT: Merchant = { PAYTR_MERCHANT_ID: '100200', PAYTR_MERCHANT_KEY: 'E2EMERCHANTKEY01', PAYTR_MERCHANT_SALT: 'E2EMERCHANTSALT1' };
/** The back-office journeys' server ('admin'). */
export const ADMIN_MERCHANT: Merchant = { PAYTR_MERCHANT_ID: '100202', PAYTR_MERCHANT_KEY: 'E2EADMERCHANTK01', PAYTR_MERCHANT_SALT: 'E2EADMERCHANTS01' };
/** The PostgreSQL server's ('postgres'). */
export const POSTGRES_MERCHANT: Merchant = { PAYTR_MERCHANT_ID: '100201', PAYTR_MERCHANT_KEY: 'E2EPGMERCHANTK01', PAYTR_MERCHANT_SALT: 'E2EPGMERCHANTS01' };
