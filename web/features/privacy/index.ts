// What other features use of this feature (ADR 142): they import it from here, never from its files.
export { type AdminDeletionRequest, type DeletionRequest, useDecideDeletion, useDeletionRequests } from './api.ts'
