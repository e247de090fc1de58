import pino, { type Logger } from 'pino';

/** Process-level logger for start-up, jobs and CLIs; requests log through Fastify's child. */
export const createLogger = (level: string, name: string): Logger => pino({ level, name });
