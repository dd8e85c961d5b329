// /admin/testimonials (admins and up): stats (total, visible, average rating), cards with
// add/edit, visibility toggle and confirmed delete.
import { AdminPageHeader } from '@/components/kit/page-header';
import { TestimonialCards, TestimonialDialog } from '@/features/content/components/admin/testimonial-cards';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { listTestimonials } from '@/features/content/server/content-admin';

const SCREEN = screenAt('/admin/testimonials');
export const generateMetadata = adminMetadata(SCREEN);

export default async function TestimonialsPage() {
  await requireAdmin(SCREEN.level);
  const rows = await listTestimonials();
  const visible = rows.filter((r) => r.isVisible).length;
  const average = rows.length ? rows.reduce((sum, r) => sum + r.rating, 0) / rows.length : 0;
  const stats: [string, string][] = [['Toplam Yorum', String(rows.length)], ['Görünür', String(visible)], ['Ortalama Puan', average.toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })]];
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label} description="Ana sayfada gösterilen müşteri yorumları" actions={<TestimonialDialog />} />
      <dl className="grid gap-4 sm:grid-cols-3">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-4"><dt className="text-sm text-muted-foreground">{label}</dt><dd className="text-2xl font-bold">{value}</dd></div>
        ))}
      </dl>
      <TestimonialCards items={rows.map(({ id, name, role, company, rating, comment, image, isVisible }) => ({ id, name, role, company, rating, comment, image, isVisible }))} />
    </div>
  );
}
