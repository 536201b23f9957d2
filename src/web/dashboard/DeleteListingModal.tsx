import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { ApiError } from '../api/http';
import { deleteListing, type ListingSummary } from '../listings/listings-api';
import { Alert } from '../ui/Alert';
import { Button, buttonClass } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { listingKeys } from './listing-keys';

export const DELETE_FAILED = 'Failed to delete listing';

/** SPEC §4: a confirmation, then removal; a failure shows the error or 'Failed to delete listing'. */
export function DeleteListingModal({ listing, onClose }: { listing: ListingSummary | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (id: string) => deleteListing(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      onClose();
    },
  });
  const failure = mutation.error && !(mutation.error instanceof ApiError && mutation.error.isSessionExpired) ? mutation.error.message || DELETE_FAILED : null;

  return (
    <AlertDialog.Root
      open={!!listing}
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          onClose();
        }
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete this listing?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            It will be removed from your dashboard for good. Credits used for it are not restored.
          </AlertDialog.Description>
          {failure && (
            <Alert className="mt-4">
              {failure}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary')}>Cancel</AlertDialog.Cancel>
            <Button variant="danger" disabled={mutation.isPending} onClick={() => listing && mutation.mutate(listing.id)}>
              {mutation.isPending && <Spinner className="size-4" />}
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
