'use server';
// The cash register (kasa, issue 30): open with the float, cash in and out, close with the count.
// Made with panelAction (the session and the cash right first, then the zod schema); every query
// is scoped to the session's salon.
import { panelAction } from '@/platform/access/panel-action';
import { cashMovementSchema, closeCashSchema, openCashSchema } from '@/features/cash/schema';
import { addCashMovement, closeCashSession, openCashSession } from '@/features/cash/server/cash';

export const openCashAction = panelAction('cash.open', openCashSchema,
  async ({ opening }, user) => openCashSession(user.salonId, user.userId, opening));

export const cashMovementAction = panelAction('cash.move', cashMovementSchema,
  async (input, user) => addCashMovement(user.salonId, user.userId, input));

export const closeCashAction = panelAction('cash.close', closeCashSchema,
  async (input, user) => closeCashSession(user.salonId, user.userId, input));
