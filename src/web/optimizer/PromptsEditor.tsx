import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldShell, inputClass } from '../ui/Field';
import type { Prompts } from './types';

const FIELDS: [keyof Prompts, string][] = [
  ['titlePrompt', 'Title prompt'],
  ['bulletPrompt', 'Bullet points prompt'],
  ['descriptionPrompt', 'Description prompt'],
  ['keywordPrompt', 'Search terms prompt'],
];

/** SPEC §2 collapsible prompts editor, showing the prompts filled from the insights and the input. */
export function PromptsEditor({ prompts, onChange, disabled }: { prompts: Prompts; onChange: (prompts: Prompts) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="rounded-xl ring-1 ring-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span>
          <span className="block text-sm font-semibold text-slate-900">Prompts</span>
          <span className="block text-xs text-slate-600">Filled with your listing and the insights. Edit them before generating if you like.</span>
        </span>
        <ChevronDown aria-hidden className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={regionId} hidden={!open} className="space-y-4 border-t border-slate-200 px-4 py-4">
        {FIELDS.map(([key, label]) => (
          <FieldShell key={key} label={label}>
            {({ id }) => (
              <textarea
                id={id}
                rows={8}
                className={`${inputClass} font-mono text-xs leading-5`}
                disabled={disabled}
                value={prompts[key]}
                onChange={(e) => onChange({ ...prompts, [key]: e.target.value })}
              />
            )}
          </FieldShell>
        ))}
      </div>
    </div>
  );
}
