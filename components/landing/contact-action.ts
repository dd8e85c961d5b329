'use server';
// The landing contact form's server action: the work (validation, budgets, saving) is
// lib/contact/submit.ts; this adds the client's address, which only the server decides.
import type { ActionResult } from '@/lib/actions/result';
import { submitContactMessage } from '@/lib/contact/submit';
import { currentClientAddress } from '@/lib/http/client-address';

export async function sendContactMessage(raw: unknown): Promise<ActionResult<{ id: string }>> {
  return submitContactMessage(raw, currentClientAddress);
}
