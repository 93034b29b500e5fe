import type { SavedPaymentMethod } from '@app/contracts';
import { CreditCard } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadingStatus } from '@/components/ui/loading-status';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved card, e.g. so checkout can select it at once. */
  onAdded?: (card: SavedPaymentMethod) => void;
}

/**
 * 'Add new payment method' (player.md §2 Payment tab), used by the Payment tab and by checkout. The
 * card goes to the provider first (the sandbox's tokenisation stands in for its browser SDK) and only
 * the returned payment-method id is saved on our server.
 */
export function AddCardDialog({ open, onOpenChange, onAdded }: AddCardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        {/* Mounted per opening, so every opening starts from an empty form. */}
        {open && <AddCardContent onDone={() => onOpenChange(false)} onAdded={onAdded} />}
      </DialogContent>
    </Dialog>
  );
}

function AddCardContent({ onDone, onAdded }: { onDone: () => void; onAdded?: (card: SavedPaymentMethod) => void }) {
  const config = usePaymentsConfig();

  return (
    <div className="space-y-5">
      <div className="space-y-1 pr-10">
        <DialogTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-emerald-700" />
          Add new payment method
        </DialogTitle>
        <DialogDescription>
          Your card details go straight to our payment provider; we only keep the brand, last four digits and expiry.
        </DialogDescription>
      </div>
      {config.isPending ? (
        <LoadingStatus>Loading the card form...</LoadingStatus>
      ) : config.data?.provider === 'stripe' ? (
        <StripeCardForm publishableKey={config.data.publishable_key} onDone={onDone} onAdded={onAdded} />
      ) : (
        // A failed config call falls back to the sandbox form; tokenising then fails with a clear message.
        <SandboxCardForm onDone={onDone} onAdded={onAdded} />
      )}
    </div>
  );
}
