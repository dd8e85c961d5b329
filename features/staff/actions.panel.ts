'use server';
// Server actions of /panel/personel. Each is made with panelAction (session and right first,
// then the shared zod schema) and scoped to the session's salon; every successful write
// revalidates the salon's public page, whose staff, services and bookability it may change.
import type { ActionResult } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import {
  createStaff, setStaffActive, updateStaff, type StaffActiveResult,
} from '@/features/staff/server/staff';
import { addStaffTimeOff, removeStaffTimeOff } from '@/features/staff/server/staff-time-off';
import { panelAction } from '@/platform/access/panel-action';
import type { SalonUser } from '@/platform/access/panel-session';
import { createStaffSchema, staffActiveSchema, updateStaffSchema } from '@/features/staff/schema';
import { removeTimeOffSchema, timeOffSchema } from '@/features/staff/schema.time-off';

/** Runs a write and revalidates the salon's public page when it succeeded. */
async function revalidatingOnSuccess<R extends ActionResult<unknown>>(user: SalonUser, write: Promise<R>): Promise<R> {
  const result = await write;
  if (result.ok) revalidateSalon(user.salonId);
  return result;
}

export const createStaffAction = panelAction('staff.create', createStaffSchema,
  async (input, user) => revalidatingOnSuccess(user, createStaff(user.salonId, input)));

export const updateStaffAction = panelAction('staff.edit', updateStaffSchema,
  async (input, user) => revalidatingOnSuccess(user, updateStaff(user.salonId, input)));

export const addStaffTimeOffAction = panelAction('staff.timeOff', timeOffSchema,
  async (input, user) => revalidatingOnSuccess(user, addStaffTimeOff(user.salonId, input)));

export const removeStaffTimeOffAction = panelAction('staff.timeOff', removeTimeOffSchema,
  async (input, user) => revalidatingOnSuccess(user, removeStaffTimeOff(user.salonId, input)));

/**
 * (De)activates. Deactivating someone with appointments still to come answers 409 with them
 * (a StaffDeactivationConflict) unless `cancelFutureAppointments: true` is sent.
 */
export const setStaffActiveAction = panelAction('staff.deactivate', staffActiveSchema,
  async (input, user): Promise<StaffActiveResult> => revalidatingOnSuccess(user, setStaffActive(user.salonId, input)));
