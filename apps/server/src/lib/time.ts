/** Times cross the wire as whole epoch seconds (spec section 9). */
export const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const toEpochSecondsOrNull = (date: Date | null | undefined): number | null =>
  date ? toEpochSeconds(date) : null;
