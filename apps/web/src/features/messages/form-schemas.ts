/**
 * The contract's request schemas the thread forms validate with (the server checks the same).
 * Imported only through `import()`, so zod arrives when a form is first used, not with the
 * screen (decision 006).
 */
export { threadDeclineRequestSchema, threadMessageRequestSchema } from '@kiseki/contract/threads';
