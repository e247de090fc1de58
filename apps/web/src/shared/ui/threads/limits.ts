/*
 * A zod-free copy of the contract's message limit (packages/contract/src/threads.ts keeps it
 * beside its schemas; importing a value from there would bring zod with the screen).
 * features/messages/labels.test.ts checks that it agrees with the contract.
 */
export const THREAD_MESSAGE_MAX_LENGTH = 5000;
