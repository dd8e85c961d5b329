'use server';
// Commission (prim) settings of /panel/personel (issue 31): a staff member's rates (the staff edit
// right) and the salon's basis for them (the settings edit right, the owner's). Made with
// panelAction; scoped to the session's salon.
import { panelAction } from '@/platform/access/panel-action';
import { commissionBasisSchema, staffCommissionSchema } from '@/features/staff/schema.commission';
import { setCommissionBasis, setStaffCommission } from '@/features/staff/server/staff-commission';

export const setStaffCommissionAction = panelAction('staff.edit', staffCommissionSchema,
  async (input, user) => setStaffCommission(user.salonId, user.userId, input));

export const setCommissionBasisAction = panelAction('salon.save', commissionBasisSchema,
  async ({ discountsFirst }, user) => setCommissionBasis(user.salonId, user.userId, discountsFirst));
