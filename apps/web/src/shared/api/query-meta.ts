import type { ErrorPolicyOptions } from './error-policy';

/** Lets queries and mutations tell the global error handler that they show errors themselves. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorPolicyOptions;
    mutationMeta: ErrorPolicyOptions;
  }
}
