import { BadgeCheck, ChartColumn, FileSpreadsheet, Pencil, SearchCheck, Users } from 'lucide-react';

const FEATURES = [
  {
    Icon: BadgeCheck,
    title: 'Rule-checked, every time',
    text: 'Every title, bullet and search term is audited against the marketplace policy you choose: the 200-character titles of 2025 or the 75-character titles of 2026.',
  },
  {
    Icon: SearchCheck,
    title: 'Keyword coverage you can see',
    text: 'A table shows where each keyword lands: title, bullets, description or backend search terms. No guessing, no stuffing.',
  },
  {
    Icon: Users,
    title: 'Buyer persona insights',
    text: 'Before writing, Listcraft reads your listing for features, benefits and the shopper most likely to buy, and marks what is an estimate.',
  },
  {
    Icon: ChartColumn,
    title: 'Before and after score',
    text: 'See the score of your original listing next to the optimized one, with each finding highlighted right where it is in the text.',
  },
  {
    Icon: Pencil,
    title: 'Editable prompts and output',
    text: 'Adjust the instructions before generating, then fine-tune the result with live character guides and an audit that updates as you type.',
  },
  {
    Icon: FileSpreadsheet,
    title: 'Export in one click',
    text: 'Copy the whole listing, or download it as CSV or JSON for your flat files. Every listing is saved to your dashboard.',
  },
] as const;

const STEPS = [
  { title: 'Paste your listing', text: 'Your current title, five or six bullet points, your main keyword and any secondary and bullet keywords.' },
  { title: 'Analyze', text: 'Listcraft extracts features, benefits, selling points and a buyer persona, and fills the writing prompts with them.' },
  { title: 'Review the prompts', text: 'Read the insights and adjust the prompts if you like. Pick the marketplace policy your listing must follow.' },
  { title: 'Generate and export', text: 'Get a new title, bullets, description and search terms, audited and scored. Edit, copy or download them.' },
] as const;

export function Features() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Why sellers use Listcraft</p>
        <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Better listings without breaking the rules
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          Most AI writers produce keyword soup that gets suppressed. Listcraft writes for shoppers and checks the result like a
          marketplace reviewer would.
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">How it works</p>
        <h2 id="how-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          From your draft to a finished listing in 4 steps
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="flex size-10 items-center justify-center rounded-full bg-indigo-600 text-base font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-base font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
