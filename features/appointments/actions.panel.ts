'use server';
// Server actions of the salon's calendar (/panel/takvim). Each is made with panelAction
// (session and right of platform/access/panel-rights.ts first, then the shared zod schema) and scoped to
// the session's salon; a user whose role keeps her to her own column is refused a colleague's
// appointment or block (features/appointments/server/own-calendar.ts). Bookings change no public page, so nothing is revalidated; mail queued
// by a write is sent after its commit (features/appointments/server/panel-appointments.ts wakes the worker).
import { ok } from '@/platform/actions/result';
import { listSalonCustomers } from '@/features/customers/server/customers';
import { customerLookupSchema } from '@/features/customers/schema';
import {
  changeAppointmentStatus, createSalonAppointment, loadAppointmentDetail, moveAppointment,
} from '@/features/appointments/server/panel-appointments';
import { createBlock, removeBlock } from '@/features/appointments/server/blocks';
import { refuseOutsideOwnColumn } from '@/features/appointments/server/own-calendar';
import { panelAction } from '@/platform/access/panel-action';
import {
  blockSchema, cancelPanelAppointmentSchema, createSalonAppointmentSchema, movePanelAppointmentSchema,
  panelAppointmentIdSchema, removeBlockSchema,
} from '@/features/appointments/schema.panel';

/** The detail sheet: customer, service, staff, time, price, status, the changes allowed now, the customer's history here. */
export const appointmentDetailAction = panelAction('page.calendar', panelAppointmentIdSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id })) ?? loadAppointmentDetail(user.salonId, id));

export const confirmAppointmentAction = panelAction('appointment.confirm', panelAppointmentIdSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id }))
    ?? changeAppointmentStatus(user.salonId, id, 'confirm', { actorId: user.userId }));

export const completeAppointmentAction = panelAction('appointment.complete', panelAppointmentIdSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id }))
    ?? changeAppointmentStatus(user.salonId, id, 'complete', { actorId: user.userId }));

export const noShowAppointmentAction = panelAction('appointment.noShow', panelAppointmentIdSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id }))
    ?? changeAppointmentStatus(user.salonId, id, 'no_show', { actorId: user.userId }));

/** 'Geri Al': a completed or no-show appointment back to confirmed, on its own day only. */
export const reopenAppointmentAction = panelAction('appointment.reopen', panelAppointmentIdSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id }))
    ?? changeAppointmentStatus(user.salonId, id, 'reopen', { actorId: user.userId }));

/** Cancels with the salon's reason; the customer is told it by e-mail. */
export const cancelAppointmentAction = panelAction('appointment.cancel', cancelPanelAppointmentSchema,
  async ({ id, reason }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id }))
    ?? changeAppointmentStatus(user.salonId, id, 'cancel', { reason, actorId: user.userId }));

/** New date, start time (5-minute steps) and/or staff member; the customer gets the new time with a new .ics. */
export const moveAppointmentAction = panelAction('appointment.move', movePanelAppointmentSchema,
  async ({ id, ...to }, user) => (await refuseOutsideOwnColumn(user, { appointmentId: id, staffIds: [to.staffId] }))
    ?? moveAppointment(user.salonId, id, to, new Date(), user.userId));

/** A phone or walk-in booking. */
export const createSalonAppointmentAction = panelAction('appointment.create', createSalonAppointmentSchema,
  async (input, user) => (await refuseOutsideOwnColumn(user, { staffIds: [input.staffId] }))
    ?? createSalonAppointment(user.salonId, input, new Date(), user.userId));

export const createBlockAction = panelAction('block.create', blockSchema,
  async (input, user) => (await refuseOutsideOwnColumn(user, { staffIds: [input.staffId] })) ?? createBlock(user.salonId, input));

export const removeBlockAction = panelAction('block.remove', removeBlockSchema,
  async ({ id }, user) => (await refuseOutsideOwnColumn(user, { blockId: id })) ?? removeBlock(user.salonId, id));


/** 'Yeni Randevu' finds an earlier customer of this salon by name or by a phone typed as shown (at most 5). */
export const findSalonCustomersAction = panelAction('appointment.create', customerLookupSchema, async ({ q }, user) => {
  const found = await listSalonCustomers(user.salonId, { q, page: 1 });
  return ok(found.rows.slice(0, 5).map((c) => ({ phone: c.phone, name: c.name })));
});
