/** Dates are shown as YYYY/MM/DD (spec section 9) in Japan time, whatever the device's zone. */
const DATE = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DATE_TIME = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Server times are epoch seconds (spec section 9). */
export const formatDate = (epochSeconds: number): string => DATE.format(epochSeconds * 1000);

export const formatDateTime = (epochSeconds: number): string =>
  DATE_TIME.format(epochSeconds * 1000);
