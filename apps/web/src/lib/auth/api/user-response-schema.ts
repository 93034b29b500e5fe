// Re-exported on its own so get-current-user can import it lazily: importing '@app/contracts' by
// name from a dynamic import would make the whole contracts index (and zod) one chunk.
export { userResponseSchema } from '@app/contracts';
