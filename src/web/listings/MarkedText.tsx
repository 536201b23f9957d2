import type { Finding } from '../../rules/types';
import { segmentText } from './highlight';
import { FINDING_MARK } from './HighlightedText';
import { keywordSpans } from '../keywords/keyword-marks';

/** The look of a selected keyword in the output: distinct from the findings' red, amber and sky marks. */
export const KEYWORD_MARK = 'rounded-sm bg-violet-200 text-inherit ring-1 ring-violet-400';

interface Piece {
  text: string;
  keyword: boolean;
  severity: Finding['severity'] | null;
  messages: string[];
}

/** The findings' runs (segmentText) cut again at the keyword's spans, so both show at once. */
function pieces(text: string, phrase: string | null | undefined, findings: readonly Finding[]): Piece[] {
  const spans = phrase ? keywordSpans(text, phrase) : [];
  const out: Piece[] = [];
  let at = 0;
  for (const segment of segmentText(text, findings)) {
    const from = at;
    const to = at + segment.text.length;
    at = to;
    const cuts = [from, to, ...spans.flatMap((s) => [s.start, s.end]).filter((c) => c > from && c < to)].sort((a, b) => a - b);
    for (let i = 0; i < cuts.length - 1; i++) {
      const start = cuts[i]!;
      const end = cuts[i + 1]!;
      if (end <= start) continue;
      const keyword = spans.some((s) => s.start <= start && s.end >= end);
      out.push({ text: text.slice(start, end), keyword, severity: segment.severity, messages: segment.messages });
    }
  }
  return out;
}

/**
 * Read-only listing text with every appearance of the selected bank keyword marked (whole words,
 * singular or plural; see keywordSpans), over the audit's findings marked as HighlightedText marks
 * them. With no keyword and no findings it is the plain text. It takes HighlightedText's props plus
 * `phrase`, so the output panel can show it in HighlightedText's place while a keyword is selected
 * in the bank coverage table.
 */
export function MarkedText({
  text,
  phrase,
  findings = [],
  className = '',
  testId,
}: {
  text: string;
  phrase: string | null | undefined;
  findings?: readonly Finding[];
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`whitespace-pre-wrap break-words ${className}`} data-testid={testId}>
      {pieces(text, phrase, findings).map((piece, i) => {
        const finding = piece.severity ? `underline decoration-2 underline-offset-2 ${FINDING_MARK[piece.severity]}` : '';
        if (piece.keyword) {
          // The keyword's violet fill wins; a finding under it keeps its coloured underline.
          const underline = finding.split(' ').filter((c) => !c.startsWith('bg-')).join(' ');
          return (
            <mark key={i} className={`${KEYWORD_MARK} ${underline}`} data-keyword={phrase ?? undefined} data-severity={piece.severity ?? undefined} title={piece.messages.join('\n') || undefined}>
              {piece.text}
            </mark>
          );
        }
        if (piece.severity) {
          return (
            <mark key={i} className={`rounded-sm text-inherit ${finding}`} data-severity={piece.severity} title={piece.messages.join('\n')}>
              {piece.text}
            </mark>
          );
        }
        return <span key={i}>{piece.text}</span>;
      })}
    </div>
  );
}
