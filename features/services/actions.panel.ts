'use server';
// Services and categories of the signed-in salon (/panel/hizmetler). Each action is made with
// panelAction (session and right first, then the shared zod schema); every query is scoped to
// the session's salon, so another salon's id is a 404. Services and category names are on the
// public salon page, so each successful write revalidates it in the same code path.
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import {
  createPanelService, deletePanelService, movePanelService, setPanelServiceActive, updatePanelService,
} from '@/features/services/server/services';
import { createPanelCategory, deletePanelCategory, renamePanelCategory } from '@/features/services/server/service-categories';
import { panelAction } from '@/platform/access/panel-action';
import {
  SERVICE_MESSAGES, SERVICE_NOT_FOUND_MESSAGE, categoryCreateSchema, categoryIdSchema,
  categoryUpdateSchema, serviceCreateSchema, serviceIdSchema, serviceMoveSchema, serviceUpdateSchema,
} from '@/features/services/schema';

export const createServiceAction = panelAction('service.create', serviceCreateSchema, async (input, user) => {
  const result = await createPanelService(user.salonId, input);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok({ id: result.data.id }, SERVICE_MESSAGES.created);
});

export const updateServiceAction = panelAction('service.edit', serviceUpdateSchema, async ({ id, ...input }, user) => {
  const result = await updatePanelService(user.salonId, id, input);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok({ id }, SERVICE_MESSAGES.updated);
});

export const moveServiceAction = panelAction('service.reorder', serviceMoveSchema, async (input, user) => {
  if (!(await movePanelService(user.salonId, input.id, input.direction))) return fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, SERVICE_MESSAGES.moved);
});

export const deactivateServiceAction = panelAction('service.deactivate', serviceIdSchema, async (input, user) => {
  if (!(await setPanelServiceActive(user.salonId, input.id, false))) return fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, SERVICE_MESSAGES.deactivated);
});

/** Putting a service back on offer is an edit, not a deletion. */
export const reactivateServiceAction = panelAction('service.edit', serviceIdSchema, async (input, user) => {
  if (!(await setPanelServiceActive(user.salonId, input.id, true))) return fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSalon(user.salonId);
  return ok(undefined, SERVICE_MESSAGES.activated);
});

/** Deletes a service no appointment refers to; one with appointments is deactivated and the answer says so. */
export const deleteServiceAction = panelAction('service.deactivate', serviceIdSchema, async (input, user) => {
  const result = await deletePanelService(user.salonId, input.id);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  const done = result.data;
  const message = done.outcome === 'deleted' ? SERVICE_MESSAGES.deleted
    : done.reason === 'future' ? SERVICE_MESSAGES.keptFuture : SERVICE_MESSAGES.keptHistory;
  return ok<{ outcome: 'deleted' | 'deactivated' }>({ outcome: done.outcome }, message);
});

export const createCategoryAction = panelAction('category.create', categoryCreateSchema, async (input, user) => {
  const result = await createPanelCategory(user.salonId, input.name);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok({ id: result.data.id }, SERVICE_MESSAGES.categoryCreated);
});

export const renameCategoryAction = panelAction('category.edit', categoryUpdateSchema, async (input, user) => {
  const result = await renamePanelCategory(user.salonId, input.id, input.name);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok({ id: result.data.id }, SERVICE_MESSAGES.categoryRenamed);
});

export const deleteCategoryAction = panelAction('category.delete', categoryIdSchema, async (input, user) => {
  const result = await deletePanelCategory(user.salonId, input.id);
  if (!result.ok) return result;
  revalidateSalon(user.salonId);
  return ok({ movedServices: result.data.movedServices }, SERVICE_MESSAGES.categoryDeleted);
});
