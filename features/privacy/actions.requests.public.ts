'use server';
// /kvkk/basvuru's two steps: send the request, then (for an e-mail or a mobile number) the code. The work, budgets
// included, is features/privacy/server/requests.ts; this adds the client's address, which only the
// server decides. Nobody needs to be signed in: the code proves the address instead.
import type { ActionResult } from '@/platform/actions/result';
import { currentClientAddress } from '@/platform/http/client-address';
import { submitKvkkRequest, verifyKvkkRequest, type SubmittedRequest } from '@/features/privacy/server/requests';

export async function sendKvkkRequest(raw: unknown): Promise<ActionResult<SubmittedRequest>> {
  return submitKvkkRequest(raw, currentClientAddress);
}

export async function confirmKvkkRequest(raw: unknown): Promise<ActionResult<{ dueAt: string }>> {
  return verifyKvkkRequest(raw);
}
