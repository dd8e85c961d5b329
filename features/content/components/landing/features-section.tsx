// #features (spec §2): the visible basic feature cards with the editable section title/description.
import type { FeatureCard, SectionText } from '@/features/content/server/landing';
import { FeatureIcon } from './feature-icon';
import { SectionHeading } from '@/components/kit/section-heading';

export function FeaturesSection({ section, features }: { section: SectionText; features: FeatureCard[] }) {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" title={section.title} description={section.description} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.id} className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white">
                <FeatureIcon name={feature.icon} className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-muted-foreground">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
