// How each message about an appointment goes (issue 32): by e-mail, by SMS or both, as the salon
// chooses in its panel (Ayarlar → Bildirimler). What the salon never chose takes the default:
// the customer's confirmation and reminder go both ways (a text is what people read here), the
// rest by e-mail, and nothing goes to the salon's phone unless it asks. Pure.

export const MESSAGE_EVENTS = [
  'confirmation', 'reminder', 'moved', 'salonCancelled', 'salonConfirmed', 'newBooking', 'customerCancelled',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const CHANNELS = ['email', 'sms', 'both'] as const;
export type Channel = (typeof CHANNELS)[number];

export const DEFAULT_CHANNELS: Record<MessageEvent, Channel> = {
  confirmation: 'both',
  reminder: 'both',
  moved: 'email',
  salonCancelled: 'email',
  salonConfirmed: 'email',
  newBooking: 'email',
  customerCancelled: 'email',
};

/** The salon's own messages (to salons.email and salons.sms_phone); the rest go to the customer. */
export const SALON_EVENTS: ReadonlySet<MessageEvent> = new Set(['newBooking', 'customerCancelled']);

/** The panel's labels, in the order it lists them. */
export const EVENT_LABELS: Record<MessageEvent, string> = {
  confirmation: 'Randevu onayı (müşteriye)',
  reminder: 'Randevu hatırlatması (müşteriye)',
  moved: 'Randevu taşındı (müşteriye)',
  salonCancelled: 'Salon iptal etti (müşteriye)',
  salonConfirmed: 'Salon onayladı (müşteriye)',
  newBooking: 'Yeni online randevu (salona)',
  customerCancelled: 'Müşteri iptal etti (salona)',
};

export const CHANNEL_LABELS: Record<Channel, string> = { email: 'E-posta', sms: 'SMS', both: 'SMS ve e-posta' };

const isChannel = (value: unknown): value is Channel => typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);

/** The salon's saved choices (a JSON object, possibly old or partial) with the defaults filled in. */
export function channelsOf(saved: unknown): Record<MessageEvent, Channel> {
  const record = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(MESSAGE_EVENTS.map((event) => [event, isChannel(record[event]) ? record[event] : DEFAULT_CHANNELS[event]])) as Record<MessageEvent, Channel>;
}

export const wantsSms = (channel: Channel) => channel !== 'email';
export const wantsEmail = (channel: Channel) => channel !== 'sms';
