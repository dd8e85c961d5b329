// GET /panel/manifest.webmanifest: lets an owner add the panel to the phone's home screen
// (Turkish name, standalone window, opening on /panel). Public and the same for everyone.
export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json({
    name: 'SalonRandevu Salon Paneli',
    short_name: 'Salon Paneli',
    description: 'Salonunuzun randevularını, hizmetlerini ve personelini yönetin.',
    lang: 'tr',
    dir: 'ltr',
    start_url: '/panel',
    scope: '/panel',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#db2777',
    icons: [
      { src: '/panel-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/panel-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/panel-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }, { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
