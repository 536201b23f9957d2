import type { AmazonIssue, PublishField } from '../../contract/index';

export const PUBLISH_FIELD_LABELS: Record<PublishField, string> = { title: 'Title', bullets: 'Bullet points', description: 'Description', keywords: 'Search terms' };

/** Amazon's issues in words: severity, the field, Amazon's message and code, and whether it was there before this change. */
export function IssueList({ issues, label }: { issues: AmazonIssue[]; label: string }) {
  if (!issues.length) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label={label}>
      {issues.map((issue, i) => (
        <li key={`${issue.code}-${i}`} className={issue.severity === 'ERROR' ? 'text-red-800' : 'text-amber-900'}>
          <span className="font-medium">{issue.severity === 'ERROR' ? 'Error' : issue.severity === 'WARNING' ? 'Warning' : 'Note'}</span>
          {issue.field ? ` (${PUBLISH_FIELD_LABELS[issue.field]})` : ''}: {issue.message} <span className="text-slate-500">[{issue.code}]</span>
          {issue.standing && <span className="text-slate-600"> (already on Amazon before this change)</span>}
        </li>
      ))}
    </ul>
  );
}

