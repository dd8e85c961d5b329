import 'server-only';
// Loaders of the salons, subscriptions, plans, pricing and reviews screens: each checks the
// caller's level for its screen (DESIGN.md: every loader) before reading.
import { listAdminPlans, ensureDefaultPlans } from '@/features/subscriptions/server/plans';
import { listAdminReviews, reviewStats, type AdminReviewQuery } from '@/features/reviews/server/admin-reviews';
import { listAdminSalons, salonStats, type AdminSalonQuery } from '@/features/salons/server/admin-salons';
import { listAdminSubscriptions, listPlanOptions, subscriptionFigures, type AdminSubscriptionQuery } from '@/features/subscriptions/server/admin-subscriptions';
import { listCitiesWithDistricts } from '@/features/registration/server/registrations';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';

export async function loadSalonStats(now = new Date()) {
  await requireAdmin(screenAt('/admin/salons').level);
  return salonStats(now);
}

export async function loadSalons(query: AdminSalonQuery) {
  await requireAdmin(screenAt('/admin/salons').level);
  return listAdminSalons(query);
}

/** What the salon and subscription modals choose from: places and plans. */
export async function loadSalonFormOptions() {
  await requireAdmin(screenAt('/admin/salons').level);
  const [cities, plans] = await Promise.all([listCitiesWithDistricts(), listPlanOptions()]);
  return { cities, plans };
}

export async function loadSubscriptionFigures(now = new Date()) {
  await requireAdmin(screenAt('/admin/subscriptions').level);
  return subscriptionFigures(now);
}

export async function loadSubscriptions(query: AdminSubscriptionQuery, now = new Date()) {
  await requireAdmin(screenAt('/admin/subscriptions').level);
  return listAdminSubscriptions(query, now);
}

/** Plans list and pricing grid; creates the three defaults when there are no plans at all. */
export async function loadPlans(href: '/admin/subscription-plans' | '/admin/pricing', q = '') {
  await requireAdmin(screenAt(href).level);
  await ensureDefaultPlans();
  return listAdminPlans(q);
}

export async function loadReviewStats() {
  await requireAdmin(screenAt('/admin/reviews').level);
  return reviewStats();
}

export async function loadReviews(query: AdminReviewQuery) {
  await requireAdmin(screenAt('/admin/reviews').level);
  return listAdminReviews(query);
}
