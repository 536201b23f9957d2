import { Check } from 'lucide-react';
import { Spinner } from '../ui/Spinner';
import type { Section } from './types';

const SECTIONS: [Section, string][] = [
  ['title', 'Title'],
  ['bullets', 'Bullet points'],
  ['description', 'Description'],
  ['keywords', 'Search terms'],
];

/** Generation can take seconds with an LLM: each section ticks off as the server finishes it. */
export function GenerationProgress({ completed }: { completed: Section[] }) {
  const done = new Set(completed);
  return (
    <div role="status" className="rounded-xl bg-indigo-50 p-4 ring-1 ring-indigo-100" data-testid="generation-progress">
      <p className="text-sm font-semibold text-indigo-900">Writing your listing…</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SECTIONS.map(([section, label]) => (
          <li key={section} className="flex items-center gap-2 text-sm text-slate-800" data-done={done.has(section) || undefined}>
            {done.has(section) ? <Check aria-hidden className="size-4 text-emerald-600" /> : <Spinner className="size-4 text-indigo-600" />}
            {label}
            <span className="sr-only">{done.has(section) ? ' done' : ' in progress'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
