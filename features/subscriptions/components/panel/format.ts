// Dates on /panel/abonelik: Istanbul's calendar whatever the device's zone, so the server's
// and the browser's renderings agree. Pure.
const longDate = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long' });
const shortDateTime = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'medium', timeStyle: 'short' });

export const formatLongDay = (value: Date | string) => longDate.format(new Date(value));
export const formatPaymentTime = (value: Date | string) => shortDateTime.format(new Date(value));
