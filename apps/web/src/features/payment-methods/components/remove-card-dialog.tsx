import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormMessage } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/api-error-text';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { cardSummary } from '@/lib/card-display';
import { DialogActions } from '@/components/ui/dialog-actions';

/** The remove-card confirmation (player.md §2 Payment tab). Open while `card` is set. */
export function RemoveCardDialog({ card, onClose }: { card: SavedPaymentMethod | null; onClose: () => void }) {
  const remove = useDeletePaymentMethod();
  // Keeps the card's text on screen while the dialog animates closed.
  const [shown, setShown] = useState<SavedPaymentMethod | null>(card);
  if (card && card !== shown) setShown(card);

  const onOpenChange = (open: boolean) => {
    if (open || remove.isPending) return;
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!card) return;
    remove.mutate(card.id, {
      onSuccess: () => {
        toast.success('Payment method removed');
        remove.reset();
        onClose();
      },
    });
  };

  return (
    <Dialog open={card !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-10">Remove this card?</DialogTitle>
        <DialogDescription className="mt-2">
          {shown ? `${cardSummary(shown)} will be removed from your account. ` : ''}Bookings already paid with it are
          not affected.
        </DialogDescription>
        {remove.isError && (
          <FormMessage className="mt-5">
            {serverErrorText(remove.error) ?? PAYMENT_MESSAGES.deleteMethodRetry}
          </FormMessage>
        )}
        <DialogActions busy={remove.isPending} className="mt-6">
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing...' : 'Remove card'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
