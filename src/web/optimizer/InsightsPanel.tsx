import { UserRound } from 'lucide-react';
import { asList } from '../../contract/optimizer';
import type { Insights } from './types';

const LISTS: [keyof Insights, string][] = [
  ['key_features', 'Key features'],
  ['benefits', 'Benefits'],
  ['unique_selling_points', 'Unique selling points'],
  ['why_people_buy', 'Why people buy'],
  ['usage', 'Usage'],
  ['target_audience', 'Target audience'],
];

const PERSONA: [keyof Insights['buyer_persona_details'], string][] = [
  ['age_range', 'Age range'],
  ['gender', 'Gender'],
  ['income', 'Income'],
  ['education', 'Education'],
  ['device_used', 'Device used'],
  ['social_media', 'Social media'],
  ['product_user', 'Product user'],
];

const text = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '');

/** SPEC §2 insights panel, with the buyer persona (marked when it is an estimate). */
export function InsightsPanel({ insights }: { insights: Insights }) {
  const persona = insights.buyer_persona_details;
  return (
    <div className="space-y-6" data-testid="insights-panel">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Product</p>
        <p className="mt-1 text-lg font-semibold text-slate-900">{insights.product_name}</p>
        {insights.short_description && <p className="mt-1 text-sm leading-6 text-slate-700">{insights.short_description}</p>}
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {LISTS.map(([key, label]) => {
          const items = asList(insights[key] as string | string[] | undefined);
          if (items.length === 0) return null;
          return (
            <div key={key}>
              <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
              <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-indigo-400">
                {items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {persona && (
        <div className="rounded-xl bg-indigo-50/60 p-4 ring-1 ring-indigo-100 sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <UserRound aria-hidden className="size-5 text-indigo-700" />
            <h4 className="text-base font-semibold text-slate-900">Buyer persona</h4>
            {insights.persona_is_estimate !== false && (
              <span
                className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                title="Inferred from your listing text, not from sales or customer data."
              >
                Estimate
              </span>
            )}
          </div>
          {insights.persona_is_estimate !== false && (
            <p className="mt-1 text-xs text-slate-600">Inferred from your listing text, not from sales or customer data.</p>
          )}
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {PERSONA.map(([key, label]) => {
              const value = text(persona[key]);
              return value ? (
                <div key={key} className="flex gap-2">
                  <dt className="w-28 shrink-0 text-slate-600">{label}</dt>
                  <dd className="text-slate-900">{value}</dd>
                </div>
              ) : null;
            })}
          </dl>
          {insights.buyer_persona_description && <p className="mt-3 text-sm leading-6 text-slate-700">{insights.buyer_persona_description}</p>}
          {insights.buyer_image_prompt && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-medium text-indigo-800">Image prompt for this buyer</summary>
              <p className="mt-1 text-slate-700">{insights.buyer_image_prompt}</p>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
