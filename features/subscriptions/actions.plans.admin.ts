'use server';
// Subscription plans (admins and up), shared by /admin/subscription-plans and /admin/pricing:
// create or edit, (de)activate, delete. A plan still in use is not deleted; the admin is told
// so and offered deactivation. Every change revalidates the landing pricing and the wizard.
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { PLAN_NOT_FOUND_MESSAGE, planActiveSchema, planIdSchema, planSchema } from '@/features/subscriptions/schema.plan';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidatePlans } from '@/platform/cache/revalidate';
import { createPlan, deletePlan, setPlanActive, updatePlan } from '@/features/subscriptions/server/plans';

export const savePlanAction = adminAction(ADMIN, planSchema, async (input) => {
  let id = input.id;
  if (id) {
    if (!(await updatePlan(id, input))) return fail(PLAN_NOT_FOUND_MESSAGE, undefined, 404);
  } else {
    id = (await createPlan(input)).id;
  }
  revalidatePlans();
  return ok({ id, created: !input.id }, input.id ? 'Plan güncellendi' : 'Plan oluşturuldu');
}, (input, data) => ({
  action: data.created ? 'PLAN_CREATE' : 'PLAN_UPDATE', targetType: 'subscription_plan', targetId: data.id,
  description: `${input.name} (${input.price} ${input.currency})`,
}));

export const setPlanActiveAction = adminAction(ADMIN, planActiveSchema, async (input) => {
  if (!(await setPlanActive(input.id, input.active))) return fail(PLAN_NOT_FOUND_MESSAGE, undefined, 404);
  revalidatePlans();
  return ok(undefined, input.active ? 'Plan aktif yapıldı' : 'Plan pasif yapıldı');
}, (input) => ({ action: input.active ? 'PLAN_ACTIVATE' : 'PLAN_DEACTIVATE', targetType: 'subscription_plan', targetId: input.id }));

export const deletePlanAction = adminAction(ADMIN, planIdSchema, async (input) => {
  const result = await deletePlan(input.id);
  if (!result.ok) return result;
  revalidatePlans();
  return ok({ name: result.data.name }, 'Plan silindi');
}, (input, data) => ({ action: 'PLAN_DELETE', targetType: 'subscription_plan', targetId: input.id, description: data.name }));
