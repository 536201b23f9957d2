import { ArrowUpFromLine } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { guide, type GuideUnit } from '../../rules/guide';
import type { Guidance } from '../../rules/guidance';
import type { PolicyProfile } from '../../rules/profiles';
import type { Finding } from '../../rules/types';
import { Button } from '../ui/Button';
import { CharacterGuide } from './CharacterGuide';
import type { ListingContent } from './content';
import { GuidanceNote, guidanceFor } from './GuidanceNote';
import { findingsFor } from './highlight';
import { HighlightedTextarea } from './HighlightedText';
import { MarkedText } from './MarkedText';

interface ListingSectionsProps {
  content: ListingContent;
  profile: PolicyProfile;
  /** SPEC §5: bytes in the optimizer's output, characters on the dashboard. */
  backendUnit: GuideUnit;
  /** Present while editing. */
  onChange?: (content: ListingContent) => void;
  findings?: readonly Finding[];
  alternativeTitles?: string[];
  onUseTitle?: (title: string) => void;
  /** Thin-material guidance, shown under the field it concerns. */
  guidance?: readonly Guidance[];
  /** A keyword bank phrase to mark wherever it appears (chosen in the bank coverage table). */
  markPhrase?: string | null;
}

function Section({ heading, aside, children, labelId }: { heading: string; aside?: ReactNode; children: ReactNode; labelId: string }) {
  return (
    <section aria-labelledby={labelId} className="border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={labelId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {heading}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600 italic">{children}</p>;

/** Title, bullets, description and search terms with SPEC §5 guides; editable when `onChange` is given. */
export function ListingSections({ content, profile, backendUnit, onChange, findings = [], alternativeTitles = [], onUseTitle, guidance = [], markPhrase = null }: ListingSectionsProps) {
  const id = useId();
  const editing = !!onChange;
  const patch = (next: Partial<ListingContent>) => onChange?.({ ...content, ...next });
  const textClass = 'text-sm leading-6 text-slate-800';

  return (
    <div className="space-y-5">
      <Section heading="Title" labelId={`${id}-title`} aside={<CharacterGuide guide={guide('title', content.title, profile)} />}>
        {editing ? (
          <HighlightedTextarea aria-labelledby={`${id}-title`} value={content.title} onChange={(title) => patch({ title })} findings={findingsFor(findings, 'title')} />
        ) : content.title ? (
          <MarkedText phrase={markPhrase} text={content.title} findings={findingsFor(findings, 'title')} className="text-base leading-7 font-medium text-slate-900" />
        ) : (
          <Empty>No titles generated</Empty>
        )}
        <GuidanceNote items={guidanceFor(guidance, 'title')} />
        {alternativeTitles.length > 0 && (
          <details className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm ring-1 ring-slate-200">
            <summary className="cursor-pointer font-medium text-slate-700">
              {alternativeTitles.length} alternative title{alternativeTitles.length === 1 ? '' : 's'}
            </summary>
            <ul className="mt-2 space-y-2">
              {alternativeTitles.map((title) => (
                <li key={title} className="flex flex-col gap-2 rounded-md bg-white p-2 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
                  <span className="text-slate-800">{title}</span>
                  {editing && onUseTitle && (
                    <Button size="sm" variant="ghost" onClick={() => onUseTitle(title)}>
                      <ArrowUpFromLine aria-hidden className="size-4" />
                      Use this title
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </details>
        )}
      </Section>

      <Section heading="Bullet points" labelId={`${id}-bullets`}>
        {content.bullets.length === 0 ? (
          <Empty>No bullet points generated</Empty>
        ) : (
          <ol className="space-y-3">
            {content.bullets.map((bullet, index) => (
              <li key={index} className="flex gap-3">
                <span className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xs font-semibold text-indigo-700">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  {editing ? (
                    <HighlightedTextarea
                      aria-label={`Bullet point ${index + 1}`}
                      value={bullet}
                      onChange={(text) => patch({ bullets: content.bullets.map((b, i) => (i === index ? text : b)) })}
                      findings={findingsFor(findings, 'bullets', index)}
                    />
                  ) : (
                    <MarkedText phrase={markPhrase} text={bullet} findings={findingsFor(findings, 'bullets', index)} className={textClass} testId="listing-bullet" />
                  )}
                  <div className="mt-1 flex justify-end">
                    <CharacterGuide guide={guide('bullets', bullet, profile)} />
                  </div>
                  <GuidanceNote items={guidanceFor(guidance, 'bullets', index)} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section heading="Description" labelId={`${id}-description`} aside={<CharacterGuide guide={guide('description', content.description, profile)} />}>
        {editing ? (
          <HighlightedTextarea
            aria-labelledby={`${id}-description`}
            value={content.description}
            onChange={(description) => patch({ description })}
            findings={findingsFor(findings, 'description')}
          />
        ) : content.description ? (
          <MarkedText phrase={markPhrase} text={content.description} findings={findingsFor(findings, 'description')} className={textClass} testId="listing-description" />
        ) : (
          <Empty>No description generated</Empty>
        )}
        <GuidanceNote items={guidanceFor(guidance, 'description')} />
      </Section>

      <Section
        heading="Backend search terms"
        labelId={`${id}-backend`}
        aside={<CharacterGuide guide={guide('backend', content.backend, profile, { backendUnit })} />}
      >
        {editing ? (
          <HighlightedTextarea
            aria-labelledby={`${id}-backend`}
            value={content.backend}
            onChange={(backend) => patch({ backend })}
            findings={findingsFor(findings, 'backend')}
          />
        ) : content.backend ? (
          <MarkedText phrase={markPhrase} text={content.backend} findings={findingsFor(findings, 'backend')} className={`font-mono ${textClass}`} />
        ) : (
          <Empty>No keywords generated</Empty>
        )}
        <GuidanceNote items={guidanceFor(guidance, 'backend')} />
      </Section>
    </div>
  );
}
