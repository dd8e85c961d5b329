'use server';
// The landing contact form's server action: the work (validation, budgets, saving) is
// features/contact/server/submit.ts; this adds the client's address, which only the server decides.
import type { ActionResult } from '@/platform/actions/result';
import { submitContactMessage } from '@/features/contact/server/submit';
import { currentClientAddress } from '@/platform/http/client-address';

export async function sendContactMessage(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return submitContactMessage(raw, currentClientAddress);
}
