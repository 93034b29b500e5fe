import { BLOG_MESSAGES as M, type BlogPost } from '@app/contracts';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useDeleteBlog } from '../api/delete-blog';

/** Confirms before a post (and its image) is deleted for good. */
export function DeleteBlogDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const remove = useDeleteBlog();
  const confirm = () => {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(M.deleted);
        onClose();
      },
      onError: () => toast.error(M.deleteFailed),
    });
  };
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogTitle>Delete blog post</DialogTitle>
        <DialogDescription className="mt-2">{post ? M.deleteConfirm(post.title) : ''}</DialogDescription>
        <DialogActions busy={remove.isPending} className="mt-6">
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
