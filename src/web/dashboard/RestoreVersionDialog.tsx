import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import type { ListingRestore, ListingVersionSummary } from '../../contract/index';
import { ApiError } from '../api/http';
import { restoreListingVersion } from '../listings/listing-versions-api';
import { Alert } from '../ui/Alert';
import { Button, buttonClass } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { listingKeys } from './listing-keys';

export const RESTORE_FAILED = 'Could not restore this version. Please try again.';

/**
 * Asks before a restore, then restores and refreshes the listing, its history and the dashboard.
 * A restore adds a version, so the dialog says nothing is lost.
 */
export function RestoreVersionDialog({
  listingId,
  version,
  onClose,
  onRestored,
}: {
  listingId: string;
  version: ListingVersionSummary | null;
  onClose: () => void;
  onRestored: (restored: ListingRestore) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (number: number) => restoreListingVersion(listingId, number),
    onSuccess: async (restored) => {
      await Promise.all([
        // The listing's key covers its history and diffs.
        queryClient.invalidateQueries({ queryKey: listingKeys.one(listingId) }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]);
      onRestored(restored);
    },
  });
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.isSessionExpired) ? mutation.error.message || RESTORE_FAILED : null;

  return (
    <AlertDialog.Root
      open={!!version}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Restore version {version?.version}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            The listing takes the title, bullets, description and search terms of version {version?.version}. Nothing is lost: this is saved as a new
            version, and every version stays in the history.
          </AlertDialog.Description>
          {failure && <Alert className="mt-4">{failure}</Alert>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button disabled={mutation.isPending} onClick={() => version && mutation.mutate(version.version)}>
              {mutation.isPending && <Spinner className="size-4" />}
              Restore
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
