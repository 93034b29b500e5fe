import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface Notice {
  message: string;
  /** A second line, e.g. what was charged or refunded. */
  detail?: string;
}

/** The generic 'Notice' popup with OK (player.md §2); open while `notice` is set. Focus starts on OK. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="text-center">
        <DialogTitle className="text-xl">Notice</DialogTitle>
        <DialogDescription asChild>
          <div className="mt-3 space-y-2 text-base text-slate-700">
            <p>{notice?.message}</p>
            {notice?.detail && <p>{notice.detail}</p>}
          </div>
        </DialogDescription>
        <Button className="mt-6 w-full" onClick={onClose}>
          OK
        </Button>
      </DialogContent>
    </Dialog>
  );
}
