import { CheckCircle2 } from 'lucide-react';
import type { AmazonSubmission } from '../../contract/index';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { IssueList } from './AmazonIssueList';

/** Where a publish stands, in words a seller understands (docs/decisions/0028-amazon-publish-states.md). */
interface SubmissionStatusProps {
  submission: AmazonSubmission;
  /** Still looking at Amazon on its own; false once the looks are spent. */
  polling: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}

function CheckAgain({ checking, onCheckAgain }: { checking: boolean; onCheckAgain: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onCheckAgain} disabled={checking} data-testid="check-again">
      {checking && <Spinner className="size-4" />}
      Check again
    </Button>
  );
}

const checkedAt = (submission: AmazonSubmission) => new Date(submission.checkedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function SubmissionStatus({ submission, polling, checking, onCheckAgain }: SubmissionStatusProps) {
  const caused = submission.issues.filter((issue) => !issue.standing);
  if (submission.status === 'live') {
    return (
      <Alert tone="success">
        <p className="flex items-center gap-2" data-testid="publish-status">
          <CheckCircle2 aria-hidden className="size-4" />
          Live on Amazon: the product page for SKU {submission.sku} shows the new text. The listing’s history has the published version.
        </p>
        <IssueList issues={submission.issues} label="Amazon’s issues" />
      </Alert>
    );
  }
  if (submission.status === 'refused') {
    return (
      <Alert>
        <p data-testid="publish-status">
          Amazon refused the publish of SKU {submission.sku}; nothing was changed.
          {caused.length === 0 && submission.issues.length > 0 ? ' Amazon named only errors the listing already had before this change.' : ''}
        </p>
        <div className="mt-2">
          <IssueList issues={submission.issues} label="Amazon’s issues" />
        </div>
      </Alert>
    );
  }
  if (submission.status === 'superseded') {
    return (
      <Alert tone="warning">
        <p data-testid="publish-status">A newer publish to SKU {submission.sku} replaced this one; Amazon keeps the newer text.</p>
      </Alert>
    );
  }
  if (submission.status === 'accepted') {
    return (
      <Alert tone="warning">
        <p data-testid="publish-status">
          {submission.reason === 'catalog_owner'
            ? `Amazon stored your text for SKU ${submission.sku}, but the product page keeps the catalog’s: this product’s brand owner controls its catalog data, so Amazon kept theirs (Amazon’s issue 8541). Your offer keeps your text; only the brand owner, or Amazon’s catalog support on request, can change the product page.`
            : `Amazon stored your text for SKU ${submission.sku}; the product page does not show it yet.`}
        </p>
        <IssueList issues={submission.issues} label="Amazon’s issues" />
        {!polling && (
          <div className="mt-2 flex items-center gap-3 text-sm">
            <span>Last checked at {checkedAt(submission)}.</span>
            <CheckAgain checking={checking} onCheckAgain={onCheckAgain} />
          </div>
        )}
      </Alert>
    );
  }
  if (!polling) {
    return (
      <div className="space-y-2 text-sm text-slate-700" role="status">
        <p data-testid="publish-status">
          Submitted. Amazon is still processing the change to SKU {submission.sku} (last checked at {checkedAt(submission)}); this can take up to an hour. The dashboard shows where it stands.
        </p>
        <CheckAgain checking={checking} onCheckAgain={onCheckAgain} />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 text-sm text-slate-700" role="status" data-testid="publish-status">
      <Spinner className="size-5 text-indigo-600" />
      Submitted. Amazon is processing the change to SKU {submission.sku}; this usually takes a few minutes.
    </div>
  );
}
