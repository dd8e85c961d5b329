// robots.txt: everything public may be crawled except the back-office, customer account pages
// and the API; points crawlers at the sitemap.
import type { MetadataRoute } from 'next';
import { env } from '@/platform/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/randevularim', '/yorumlarim', '/verilerim', '/api'],
    },
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
