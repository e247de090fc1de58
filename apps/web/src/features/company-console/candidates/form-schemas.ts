/**
 * The contract's request schemas the candidate page's dialogs validate with (the server
 * checks the same). Imported only through `import()`, so zod arrives when a dialog's form is
 * first used, not with the screen (decision 006).
 */
export { careerUpdateRequestBodySchema } from '@kiseki/contract/interests';
export { scoutRequestSchema, threadStartRequestSchema } from '@kiseki/contract/threads';
