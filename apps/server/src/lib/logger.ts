import pino, { type DestinationStream, type Logger } from 'pino';

/** Process-level logger for start-up, jobs and CLIs: written synchronously, never lost. */
export const createLogger = (level: string, name: string): Logger => pino({ level, name });

/** Keys whose values never belong in a log line, wherever an object carrying them is logged. */
const SECRET_KEYS = ['password', 'current_password', 'new_password', 'token'];

/**
 * The HTTP server's logger. Standard output is written asynchronously (buffered, flushed
 * when the event loop is free and at exit), so a request never waits for the terminal or a
 * log shipper's pipe.
 */
export function requestLogger(level: string, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
    },
    stream ?? pino.destination({ dest: 1, sync: false }),
  );
}
