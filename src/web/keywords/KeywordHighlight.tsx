import { keywordRuns } from './keyword-marks';

/** The look of a selected keyword in the output: distinct from the findings' red, amber and sky marks. */
export const KEYWORD_MARK = 'rounded-sm bg-violet-200 text-inherit ring-1 ring-violet-400';

/**
 * Read-only output text with every appearance of the selected bank keyword marked (whole words,
 * singular or plural; see keywordSpans). With no keyword it is the plain text. It takes the same
 * `className` as HighlightedText, so the output panel can show it in its place while a keyword is
 * selected in the bank coverage table.
 */
export function KeywordHighlight({ text, phrase, className = '', testId }: { text: string; phrase: string | null | undefined; className?: string; testId?: string }) {
  return (
    <div className={`whitespace-pre-wrap break-words ${className}`} data-testid={testId}>
      {keywordRuns(text, phrase).map((run, i) =>
        run.marked ? (
          <mark key={i} className={KEYWORD_MARK} data-keyword={phrase ?? undefined}>
            {run.text}
          </mark>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </div>
  );
}
