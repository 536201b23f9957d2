import { Check, Copy, FileJson, FileSpreadsheet } from 'lucide-react';
import { copyText } from '../ui/clipboard';
import { Button } from '../ui/Button';
import { useTimedFlag } from '../ui/useTimedFlag';
import type { ListingContent } from './content';
import { downloadText, exportFileName, listingToCsv, listingToJson, listingToText, type ExportMeta } from './export';

export const COPY_CONFIRMATION_MS = 2000;

/** Copy all, CSV and JSON, shared by the optimizer's output panel and the dashboard's details modal. */
export function ExportActions({ content, meta }: { content: ListingContent; meta?: ExportMeta }) {
  const [copied, flagCopied] = useTimedFlag(COPY_CONFIRMATION_MS);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={async () => {
          if (await copyText(listingToText(content))) flagCopied();
        }}
      >
        {copied ? <Check aria-hidden className="size-4 text-emerald-600" /> : <Copy aria-hidden className="size-4" />}
        {copied ? 'Copied!' : 'Copy'}
      </Button>
      <span className="sr-only" role="status">
        {copied ? 'Listing copied to the clipboard' : ''}
      </span>
      <Button variant="secondary" size="sm" onClick={() => downloadText(exportFileName(content, 'csv'), 'text/csv', listingToCsv(content))}>
        <FileSpreadsheet aria-hidden className="size-4" />
        CSV
        <span className="sr-only">download</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => downloadText(exportFileName(content, 'json'), 'application/json', listingToJson(content, meta))}
      >
        <FileJson aria-hidden className="size-4" />
        JSON
        <span className="sr-only">download</span>
      </Button>
    </>
  );
}
