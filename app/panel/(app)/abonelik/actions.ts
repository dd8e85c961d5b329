'use server';
// 'Planı Yükselt' / 'Yenile': starts a PayTR payment for the chosen plan at the price the owner
// confirmed (lib/subscription/renewal.ts). Only PayTR's verified notification extends the
// subscription; this answers the frame to open, or the plan's new price to confirm first.
import { panelAction } from '@/lib/panel/action';
import { currentSalonClient } from '@/lib/panel/session';
import { startRenewalPayment } from '@/lib/subscription/renewal';
import { renewalStartSchema } from '@/lib/subscription/schema';

export const startRenewalAction = panelAction('subscription.pay', renewalStartSchema,
  async (input, user) => startRenewalPayment(user, input, (await currentSalonClient()).ipAddress));
