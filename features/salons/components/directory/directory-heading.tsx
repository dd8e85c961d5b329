// The heading of a salon list page: the breadcrumbs, the list's name and, for a service search,
// its filter with a way to remove it. Rendered by the directory layout's @heading slot above the
// filter form, so that the page reads breadcrumbs, heading, form, results in this order while
// the form stays mounted below the changing routes (app/(site)/(directory)/layout.tsx).
import Link from 'next/link';
import { X } from 'lucide-react';
import { listHeading, type ListScope } from '@/features/salons/rules/search-title';
import { salonSearchHref } from '@/features/salons/schema';

/** Ana Sayfa / Salonlar, and on a place page (/salonlar/{city}[/{district}]) the place itself. */
function breadcrumbsOf(scope: ListScope, placePage: boolean): { href: string; label: string }[] {
  const crumbs = [{ href: '/', label: 'Ana Sayfa' }, { href: '/salonlar', label: 'Salonlar' }];
  if (placePage && scope.city) {
    crumbs.push({ href: `/salonlar/${scope.city.slug}`, label: scope.city.name });
    if (scope.district) crumbs.push({ href: `/salonlar/${scope.city.slug}/${scope.district.slug}`, label: scope.district.name });
  }
  return crumbs;
}

export function DirectoryHeading({ scope, placePage = false }: { scope: ListScope; placePage?: boolean }) {
  const breadcrumbs = breadcrumbsOf(scope, placePage);
  return (
    <>
      <nav aria-label="Sayfa yolu" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          {breadcrumbs.map((crumb, i) => (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {i > 0 ? <span aria-hidden="true">/</span> : null}
              {i === breadcrumbs.length - 1 ? (
                <span aria-current="page" className="font-medium text-foreground">{crumb.label}</span>
              ) : (
                <Link href={crumb.href} className="hover:text-primary">{crumb.label}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="user-text mb-2 text-3xl font-bold tracking-tight">{listHeading(scope)}</h1>
      <p className="mb-6 text-muted-foreground">Size uygun salonu seçin, hizmetleri inceleyin ve online randevu alın.</p>

      {scope.service ? (
        <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="user-text rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">Hizmet: {scope.service.name}</span>
          <Link
            href={salonSearchHref({ cityId: scope.city?.id, city: scope.city?.name, districtId: scope.district?.id, district: scope.district?.name, q: scope.q })}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-muted-foreground hover:text-primary"
          >
            <X className="size-4" aria-hidden="true" /> Hizmet filtresini kaldır
          </Link>
        </p>
      ) : null}
    </>
  );
}
