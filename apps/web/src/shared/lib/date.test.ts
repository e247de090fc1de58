import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

describe('date formatting', () => {
  it('shows epoch seconds as YYYY/MM/DD in Japan time', () => {
    // 2024-12-31T15:30:00Z is already 2025-01-01 00:30 in Tokyo.
    expect(formatDate(1735659000)).toBe('2025/01/01');
    expect(formatDate(0)).toBe('1970/01/01');
  });

  it('adds the time of day in 24-hour form', () => {
    expect(formatDateTime(1735659000)).toBe('2025/01/01 00:30');
  });
});
