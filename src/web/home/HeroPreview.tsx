import { Check, TriangleAlert } from 'lucide-react';

const BARS = [
  { label: 'Completeness', before: 46, after: 96 },
  { label: 'Compliance', before: 50, after: 100 },
  { label: 'Keywords', before: 61, after: 94 },
  { label: 'Structure', before: 70, after: 92 },
] as const;

/** A static picture of the before/after audit: what the seller gets, drawn in HTML. */
export function HeroPreview() {
  return (
    <div className="relative rounded-2xl bg-white/95 p-5 text-slate-900 shadow-2xl ring-1 ring-white/10 sm:p-6" aria-hidden>
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-600">Listing audit</p>
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700">Amazon · 200-char titles</span>
      </div>
      <div className="mt-4 flex items-end gap-6">
        <div>
          <p className="text-xs text-slate-500">Before</p>
          <p className="text-4xl font-bold text-slate-400">58</p>
        </div>
        <div className="pb-2 text-2xl text-slate-300">→</div>
        <div>
          <p className="text-xs text-slate-500">After</p>
          <p className="text-4xl font-bold text-emerald-600">96</p>
        </div>
      </div>
      <div className="mt-5 space-y-2.5">
        {BARS.map((bar) => (
          <div key={bar.label}>
            <div className="flex justify-between text-xs text-slate-600">
              <span>{bar.label}</span>
              <span>
                {bar.before} → <span className="font-semibold text-slate-900">{bar.after}</span>
              </span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-slate-100">
              <div className="h-1.5 rounded-full bg-indigo-500" style={{ width: `${bar.after}%` }} />
            </div>
          </div>
        ))}
      </div>
      <ul className="mt-5 space-y-2 text-xs">
        <li className="flex gap-2 rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <TriangleAlert className="size-4 shrink-0" />
          <span>
            Before: <span className="rounded bg-red-200/70 px-0.5">Best Seller!</span> is a promotional phrase
          </span>
        </li>
        <li className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-800">
          <Check className="size-4 shrink-0" />
          <span>After: main keyword in the first 80 characters, 0 errors</span>
        </li>
      </ul>
    </div>
  );
}
