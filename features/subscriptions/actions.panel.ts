'use server';
// 'Planı Yükselt' / 'Yenile': starts a PayTR payment for the chosen plan at the price the owner
// confirmed (features/subscriptions/server/renewal.ts). Only PayTR's verified notification extends the
// subscription; this answers the frame to open, or the plan's new price to confirm first.
import { panelAction } from '@/platform/access/panel-action';
import { currentSalonClient } from '@/platform/access/panel-session';
import { startRenewalPayment } from '@/features/subscriptions/server/renewal';
import { renewalStartSchema } from '@/features/subscriptions/schema';

export const startRenewalAction = panelAction('subscription.pay', renewalStartSchema,
  async (input, user) => startRenewalPayment(user, input, (await currentSalonClient()).ipAddress));
