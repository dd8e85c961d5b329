// The KVKK notice's sections as HTML: text, lists, the art. 11 rights with the law's letters and
// the controller's details. No data access and no router, so a test renders it as it is.
import type { KvkkNotice, NoticeBlock } from '@/features/content/rules/kvkk-notice';

function Block({ block }: { block: NoticeBlock }) {
  switch (block.kind) {
    case 'text':
      return (
        <p className="leading-relaxed">
          {block.text}
          {block.link ? (
            <>
              {' '}
              <a href={block.link.href} className="font-medium text-primary underline underline-offset-4">{block.link.label}</a>
            </>
          ) : null}
        </p>
      );
    case 'list':
      return (
        <ul className="grid list-disc gap-1.5 pl-5 leading-relaxed marker:text-muted-foreground">
          {block.items.map((item) => <li key={item}>{item}</li>)}
        </ul>
      );
    case 'lettered':
      return (
        <ol className="grid gap-1.5 leading-relaxed">
          {block.items.map((item) => (
            <li key={item.letter} className="flex gap-2">
              <span className="w-6 shrink-0 font-medium">{item.letter})</span>
              <span>{item.text}</span>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <dl className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          {block.facts.map((fact) => (
            <div key={fact.label} className="grid min-w-0 gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="min-w-0 font-medium break-words">
                {fact.href ? <a href={fact.href} className="text-primary underline underline-offset-4">{fact.value}</a> : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

export function KvkkNoticeSections({ notice }: { notice: KvkkNotice }) {
  return notice.sections.map((section) => (
    <section key={section.id} id={section.id} aria-labelledby={`${section.id}-baslik`} className="mb-10 grid scroll-mt-24 gap-3">
      <h2 id={`${section.id}-baslik`} className="text-xl font-semibold">{section.title}</h2>
      {section.blocks.map((block, i) => <Block key={i} block={block} />)}
    </section>
  ));
}
