import type { Guide } from '../../rules/guide';

const STATE_STYLE = {
  ok: 'bg-slate-100 text-slate-700',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
} as const;

const STATE_WORD = { ok: '', yellow: ' (near the limit)', red: ' (outside the guide)' } as const;

/** SPEC §5 character guide: display only, it never blocks. */
export function CharacterGuide({ guide }: { guide: Guide }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-md px-2 py-0.5 text-xs font-medium tabular-nums ${STATE_STYLE[guide.state]}`}
      data-state={guide.state}
      data-testid="character-guide"
    >
      {guide.label}
      {guide.unit === 'bytes' ? ' bytes' : ''}
      <span className="sr-only">
        {guide.unit === 'bytes' ? '' : ' characters'}
        {STATE_WORD[guide.state]}
      </span>
    </span>
  );
}
