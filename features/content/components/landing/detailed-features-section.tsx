// #detailed-features, "Güçlü Özellikler" (spec 2 §2/§3 detailed feature cards): the visible
// 'detailed' cards under their editable section title and description, right after #features.
// Not rendered at all when the admin has hidden every card. Icons go through the same
// FeatureIcon mapping as the basic features.
import type { FeatureCard, SectionText } from '@/features/content/server/landing';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from '@/components/kit/section-heading';

export function DetailedFeaturesSection({ section, features }: { section: SectionText; features: FeatureCard[] }) {
  if (features.length === 0) return null;
  return (
    <section id="detailed-features" aria-labelledby="detailed-features-title" className="bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="detailed-features-title" title={section.title} description={section.description} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.id} data-testid="detailed-feature" className="flex gap-4 rounded-2xl bg-card p-6 shadow-sm">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <FeatureIcon name={feature.icon} className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
