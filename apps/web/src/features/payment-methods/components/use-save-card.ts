import { PAYMENT_MESSAGES, type SavedPaymentMethod } from '@app/contracts';
import { toast } from 'sonner';
import { serverErrorText } from '@/lib/api-error-text';
import { useAddPaymentMethod } from '../api/add-payment-method';

/**
 * The add-card forms' last step: saves a provider payment-method id on our server, then thanks the
 * player and closes. `saveCard` answers the error text to show, or null.
 */
export function useSaveCard(onDone: () => void, onAdded?: (card: SavedPaymentMethod) => void) {
  const save = useAddPaymentMethod();
  const saveCard = async (paymentMethodId: string, setDefault: boolean): Promise<string | null> => {
    try {
      const card = await save.mutateAsync({ paymentMethodId, setDefault });
      toast.success('Card added');
      onAdded?.(card);
      onDone();
      return null;
    } catch (error) {
      return serverErrorText(error) ?? PAYMENT_MESSAGES.saveMethodFailed;
    }
  };
  return { saving: save.isPending, saveCard };
}
