// The first platform admin: from ADMIN_EMAIL/ADMIN_PASSWORD when given, otherwise (development
// only) a generated account whose password is shown once.
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { adminUsers } from '../schema';
import type { SeedTx } from './types';

export const GENERATED_ADMIN_EMAIL = 'admin@salonrandevu.local';
const BCRYPT_COST = 10; // the spec's password hash cost
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export interface AdminSeedOptions {
  admin?: { email: string; password: string };
  allowGeneratedAdmin?: boolean;
}

/** Returns the messages to print once the seed has committed. */
export async function seedAdmin(tx: SeedTx, options: AdminSeedOptions): Promise<string[]> {
  if (options.admin) {
    // Stored lowercased: e-mail addresses are compared case-insensitively at login.
    const email = options.admin.email.trim().toLowerCase();
    if ((await tx.$count(adminUsers, eq(adminUsers.email, email))) > 0) return [];
    await insertSuperadmin(tx, email, options.admin.password);
    return [`Yönetici hesabı oluşturuldu: ${email}`];
  }
  if (!options.allowGeneratedAdmin || (await tx.$count(adminUsers)) > 0) return [];
  const password = generatePassword(16);
  await insertSuperadmin(tx, GENERATED_ADMIN_EMAIL, password);
  return [
    `Yönetici hesabı oluşturuldu: e-posta ${GENERATED_ADMIN_EMAIL} şifre ${password} `
      + '(yalnızca bir kez gösterilir; kalıcı hesap için ADMIN_EMAIL ve ADMIN_PASSWORD tanımlayın)',
  ];
}

async function insertSuperadmin(tx: SeedTx, email: string, password: string): Promise<void> {
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  await tx.insert(adminUsers).values({ email, passwordHash, fullName: 'Süper Yönetici', role: 'superadmin' });
}

/** Letters and digits without look-alikes (0/O, 1/l/I), from the OS's secure random source. */
function generatePassword(length: number): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
