import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AmazonPreview, PublishField } from '../../contract/index';
import { MARKETPLACES } from '../../rules/marketplaces';
import { toUserError } from '../api/errors';
import { usePublicConfig } from '../shell/use-public-config';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { InputField } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { Spinner } from '../ui/Spinner';
import { listingKeys } from '../dashboard/listing-keys';
import { fetchListing } from '../listings/listings-api';
import { amazonKeys, fetchAmazonConnection, fetchSubmission, previewAmazonPublish, publishToAmazon } from './amazon-api';
import { AmazonModeNotice } from './AmazonModeNotice';
import { MarketplaceSelect } from './MarketplaceSelect';
import { nextPollMs } from './publish-poll';
import { IssueList, PUBLISH_FIELD_LABELS as FIELD_LABELS } from './AmazonIssueList';
import { SubmissionStatus } from './SubmissionStatus';

const FIELDS = Object.keys(FIELD_LABELS) as PublishField[];

interface PublishToAmazonProps {
  listingId: string | undefined;
  marketplace: string | null | undefined;
  /** Unsaved edits: the server publishes the saved listing, so they must be saved first. */
  disabled?: boolean;
}

/** "Publish to Amazon" on the output panel: Amazon's validation preview, then the publish on confirmation. */
export function PublishToAmazon(props: PublishToAmazonProps) {
  const config = usePublicConfig();
  if (!config?.amazonConnect || !props.listingId) return null;
  return <PublishControl {...props} listingId={props.listingId} />;
}

function PublishControl({ listingId, marketplace, disabled }: PublishToAmazonProps & { listingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} disabled={disabled} title={disabled ? 'Save your changes first' : undefined} data-testid="publish-to-amazon">
        <Upload aria-hidden className="size-4" />
        Publish to Amazon
      </Button>
      <Modal open={open} onOpenChange={setOpen} title="Publish to Amazon" description="Amazon checks the listing first; nothing changes until you confirm." size="lg">
        {open && <PublishDialogStart listingId={listingId} listingMarketplace={marketplace} />}
      </Modal>
    </>
  );
}

const isMarketplace = (m: string | null | undefined): m is string => !!m && (MARKETPLACES as readonly string[]).includes(m);

/**
 * The dialog starts on the SKU the listing was last published to, else the one it was imported
 * from (the listing's answer carries both), else empty on the listing's marketplace.
 */
function PublishDialogStart({ listingId, listingMarketplace }: { listingId: string; listingMarketplace: string | null | undefined }) {
  const listing = useQuery({ queryKey: listingKeys.one(listingId), queryFn: ({ signal }) => fetchListing(listingId, signal), retry: false });
  if (listing.isPending) return <Spinner className="size-5 text-indigo-600" label="Loading the listing" />;
  // Without the listing's answer the seller types the SKU: the publish itself does not need it.
  const target = listing.data?.amazon_publish ?? listing.data?.amazon_import ?? null;
  const marketplace = isMarketplace(target?.marketplace) ? target.marketplace : isMarketplace(listingMarketplace) ? listingMarketplace : 'US';
  return <PublishDialog listingId={listingId} initialMarketplace={marketplace} initialSku={target?.sku ?? ''} />;
}

function PublishDialog({ listingId, initialMarketplace, initialSku }: { listingId: string; initialMarketplace: string; initialSku: string }) {
  const [marketplace, setMarketplace] = useState(initialMarketplace);
  const [sku, setSku] = useState(initialSku);
  const [fields, setFields] = useState<PublishField[]>(FIELDS);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const [publishAnyway, setPublishAnyway] = useState(false);
  const connection = useQuery({ queryKey: amazonKeys.connection, queryFn: ({ signal }) => fetchAmazonConnection(signal) });
  const request = { sku: sku.trim(), marketplace: marketplace as (typeof MARKETPLACES)[number], fields };
  const preview = useMutation({ mutationFn: () => previewAmazonPublish(listingId, request) });
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: () => publishToAmazon(listingId, { ...request, ...(publishAnyway ? { publishAnyway } : {}) }),
    onSuccess: (submission) => {
      setSubmissionId(submission.id);
      // The dashboard card shows the publish as it goes.
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
  const status = useQuery({
    queryKey: amazonKeys.submission(submissionId ?? ''),
    queryFn: ({ signal }) => fetchSubmission(submissionId!, signal),
    enabled: submissionId !== null,
    // Shown while the first status is fetched; the fetch itself starts at once.
    placeholderData: publish.data,
    // Backs off and ends (publish-poll.ts); after that the seller checks again by hand.
    refetchInterval: (query) => (query.state.data?.final || query.state.status === 'error' ? false : nextPollMs(query.state.dataUpdateCount)),
  });
  // Read on each render the answer causes, so it follows the looks made.
  const answers = queryClient.getQueryState(amazonKeys.submission(submissionId ?? ''))?.dataUpdateCount ?? 0;
  const polling = status.data !== undefined && !status.data.final && status.status !== 'error' && nextPollMs(answers) !== false;
  const final = status.data?.final === true;
  // A final publish changes the listing's badge, and an accepted one adds versions to its history.
  useEffect(() => {
    if (!final) return;
    void queryClient.invalidateQueries({ queryKey: listingKeys.one(listingId) });
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
  }, [final, listingId, queryClient]);
  // Any change after a preview asks for a new one: what is confirmed is what was previewed.
  const changed = () => {
    preview.reset();
    publish.reset();
    setPublishAnyway(false);
  };
  const toggle = (field: PublishField) => {
    setFields((current) => (current.includes(field) ? current.filter((f) => f !== field) : FIELDS.filter((f) => f === field || current.includes(f))));
    changed();
  };

  if (status.data) return <SubmissionStatus submission={status.data} polling={polling} checking={status.isFetching} onCheckAgain={() => void status.refetch()} />;
  const failure = preview.error ?? publish.error;

  return (
    <div className="space-y-4">
      <AmazonModeNotice />
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <MarketplaceSelect
          value={marketplace}
          connections={connection.data?.connections}
          onChange={(chosen) => {
            setMarketplace(chosen);
            changed();
          }}
        />
        <InputField
          label="SKU"
          value={sku}
          onChange={(e) => {
            setSku(e.target.value);
            changed();
          }}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Fields to publish</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {FIELDS.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" checked={fields.includes(field)} onChange={() => toggle(field)} disabled={field === 'title'} className="size-4 accent-indigo-600" />
              {FIELD_LABELS[field]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600">The title is always published. Bullet points replace all of Amazon’s bullet points.</p>
      </fieldset>
      <Button variant="secondary" onClick={() => preview.mutate()} disabled={!request.sku || preview.isPending}>
        {preview.isPending && <Spinner className="size-4" />}
        Preview on Amazon
      </Button>
      {failure && <Alert>{toUserError(failure, 'Amazon could not check this listing.').message}</Alert>}
      {preview.data && (
        <PreviewResult preview={preview.data} publishing={publish.isPending} publishAnyway={publishAnyway} onPublishAnyway={setPublishAnyway} onConfirm={() => publish.mutate()} />
      )}
    </div>
  );
}

interface PreviewResultProps {
  preview: AmazonPreview;
  publishing: boolean;
  publishAnyway: boolean;
  onPublishAnyway: (tick: boolean) => void;
  onConfirm: () => void;
}

/** Amazon's verdict in words: only new errors on the fields being sent stop the publish. */
function previewVerdict(preview: AmazonPreview) {
  if (preview.blocking) return 'Amazon would refuse this change. Fix the errors below first.';
  if (preview.standingErrors) return 'This change adds no errors, but the listing already has errors on Amazon (marked below).';
  // A standing issue on a field this change sends may be the very one the seller is fixing: the
  // preview passes, and saying only "would accept" above an error read as a contradiction.
  if (preview.amazonIssues.some((issue) => issue.standing)) return 'Amazon would accept this change. The issues marked below were on Amazon before it, not caused by it.';
  return 'Amazon would accept this change.';
}

function PreviewResult({ preview, publishing, publishAnyway, onPublishAnyway, onConfirm }: PreviewResultProps) {
  const ours = preview.findings.filter((f) => f.severity !== 'info');
  const sending = (Object.keys(preview.patch) as PublishField[]).map((f) => FIELD_LABELS[f]);
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="amazon-preview">
      <p className="text-sm font-medium text-slate-900" role="status">
        {previewVerdict(preview)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Amazon’s check</h3>
          {preview.amazonIssues.length ? <IssueList issues={preview.amazonIssues} label="Amazon’s issues" /> : <p className="text-sm text-slate-600">No issues.</p>}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Listcraft’s audit: {preview.score}/100</h3>
          {ours.length ? (
            <ul className="space-y-1 text-sm text-slate-800" aria-label="Listcraft’s findings">
              {ours.slice(0, 8).map((finding, i) => (
                <li key={`${finding.rule}-${i}`}>{finding.message}</li>
              ))}
              {ours.length > 8 && <li className="text-slate-600">and {ours.length - 8} more</li>}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No errors or warnings.</p>
          )}
        </div>
      </div>
      {preview.warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {warning}
        </Alert>
      ))}
      {!preview.blocking && preview.standingErrors && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={publishAnyway} onChange={(e) => onPublishAnyway(e.target.checked)} className="mt-0.5 size-4 accent-indigo-600" data-testid="publish-anyway" />
          Publish anyway: the errors marked “already on Amazon before this change” were not caused by it, and may stay until they are fixed.
        </label>
      )}
      {!preview.blocking && (
        <Button onClick={onConfirm} disabled={publishing || (preview.standingErrors && !publishAnyway)} data-testid="confirm-publish">
          {publishing ? <Spinner className="size-4" /> : <Upload aria-hidden className="size-4" />}
          Publish {sending.join(', ').toLowerCase()} to Amazon {preview.marketplace}
        </Button>
      )}
    </div>
  );
}

