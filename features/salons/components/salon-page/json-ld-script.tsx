// Structured data as a plain <script type="application/ld+json"> (not next/script: it is data,
// not code), with '<' escaped.
import { serializeJsonLd } from '@/features/salons/rules/json-ld';

export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
