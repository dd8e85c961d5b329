// Navbar destinations shared by the desktop bar and the mobile menu (spec §2).
// /features, /pricing, ... render the landing page and scroll to the matching section.
export const NAV_LINKS = [
  { href: '/features', label: 'Özellikler' },
  { href: '/pricing', label: 'Fiyatlandırma' },
  { href: '/testimonials', label: 'Yorumlar' },
  { href: '/contact', label: 'İletişim' },
] as const;

export const CUSTOMER_LINKS = [
  { href: '/randevularim', label: 'Randevularım' },
  { href: '/yorumlarim', label: 'Yorumlarım' },
  { href: '/verilerim', label: 'Verilerim' },
] as const;

export interface NavbarCustomer {
  firstName: string;
  lastName: string;
}
