'use server';
// Services and categories of the signed-in salon (/panel/hizmetler). Each action is made with
// panelAction (session and right first, then the shared zod schema); every query is scoped to
// the session's salon, so another salon's id is a 404. Services and category names are on the
// public salon page, so each successful write revalidates it in the same code path.
import { fail, ok } from '@/platform/actions/result';
import { revalidateSalon } from '@/platform/cache/revalidate';
import {
  createPanelService, deletePanelService, movePanelService, setPanelServiceActive, updatePanelService, type SaveServiceResult,
} from '@/features/services/server/services';
import {
  createPanelCategory, deletePanelCategory, renamePanelCategory, type SaveCategoryResult,
} from '@/features/services/server/service-categories';
import { panelAction } from '@/platform/access/panel-action';
import {
  CATEGORY_NOT_FOUND_MESSAGE, SERVICE_MESSAGES, SERVICE_NOT_FOUND_MESSAGE, categoryCreateSchema, categoryIdSchema,
  categoryUpdateSchema, serviceCreateSchema, serviceIdSchema, serviceMoveSchema, serviceUpdateSchema,
} from '@/features/services/schema';

function serviceFailure(result: Extract<SaveServiceResult, { ok: false }>) {
  return result.reason === 'not_found'
    ? fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404)
    : fail(CATEGORY_NOT_FOUND_MESSAGE, { categoryId: CATEGORY_NOT_FOUND_MESSAGE }, 404);
}

function categoryFailure(result: Extract<SaveCategoryResult, { ok: false }>) {
  if (result.reason === 'exists') return fail(SERVICE_MESSAGES.categoryExists, { name: SERVICE_MESSAGES.categoryExists }, 409);
  if (result.reason === 'shared') return fail(SERVICE_MESSAGES.categoryShared, undefined, 403);
  return fail(CATEGORY_NOT_FOUND_MESSAGE, undefined, 404);
}

export const createServiceAction = panelAction('service.create', serviceCreateSchema, async (input, user) => {
  const result = await createPanelService(user.salonId, input);
  if (!result.ok) return serviceFailure(result);
  revalidateSalon(user.salonId);
  return ok({ id: result.id }, SERVICE_MESSAGES.created);
});

export const updateServiceAction = panelAction('service.edit', serviceUpdateSchema, async ({ id, ...input }, user) => {
  const result = await updatePanelService(user.salonId, id, input);
  if (!result.ok) return serviceFailure(result);
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
  if (!result.ok) return fail(SERVICE_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSalon(user.salonId);
  const message = result.outcome === 'deleted' ? SERVICE_MESSAGES.deleted
    : result.reason === 'future' ? SERVICE_MESSAGES.keptFuture : SERVICE_MESSAGES.keptHistory;
  return ok<{ outcome: 'deleted' | 'deactivated' }>({ outcome: result.outcome }, message);
});

export const createCategoryAction = panelAction('category.create', categoryCreateSchema, async (input, user) => {
  const result = await createPanelCategory(user.salonId, input.name);
  if (!result.ok) return categoryFailure(result);
  revalidateSalon(user.salonId);
  return ok({ id: result.id }, SERVICE_MESSAGES.categoryCreated);
});

export const renameCategoryAction = panelAction('category.edit', categoryUpdateSchema, async (input, user) => {
  const result = await renamePanelCategory(user.salonId, input.id, input.name);
  if (!result.ok) return categoryFailure(result);
  revalidateSalon(user.salonId);
  return ok({ id: result.id }, SERVICE_MESSAGES.categoryRenamed);
});

export const deleteCategoryAction = panelAction('category.delete', categoryIdSchema, async (input, user) => {
  const result = await deletePanelCategory(user.salonId, input.id);
  if (!result.ok) return categoryFailure(result);
  revalidateSalon(user.salonId);
  return ok({ movedServices: result.movedServices }, SERVICE_MESSAGES.categoryDeleted);
});
