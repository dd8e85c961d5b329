// The salon's message choices in its panel (Salon Bilgileri → Bildirim Ayarları, issue 32): per
// event e-posta, SMS or both, and the salon's own mobile for its texts. Shared by the modal form
// (instant feedback) and the panel action (the check that counts). The fields are flat, one per
// event, so the shared form puts a server error on its field; the schema accepts its own output
// (the form sends what it parsed). Browser-safe.
import { z } from 'zod';
import { object, optionalPhone } from '@/platform/text/input';
import { CHANNELS, MESSAGE_EVENTS, SALON_EVENTS, wantsSms, type Channel, type MessageEvent } from './rules/channels';
import { isMobileNumber } from './rules/recipients';

export const SMS_PHONE_INVALID_MESSAGE = 'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX)';
/** A landline (02xx, 03xx…) or a 0850 line cannot receive a text. */
export const SMS_PHONE_NOT_MOBILE_MESSAGE = 'SMS yalnızca cep telefonlarına gönderilebilir: 05 ile başlayan bir numara girin';
export const SMS_PHONE_REQUIRED_MESSAGE = 'Salona SMS gönderilebilmesi için salon telefonu gereklidir';
/** Under the message whose SMS needs the phone (the phone's own field says what is missing). */
export const SMS_NEEDS_PHONE_MESSAGE = 'SMS için aşağıya salonun cep telefonunu girin';
export const SMS_SETTINGS_SAVED_MESSAGE = 'Bildirim ayarları kaydedildi';
export const CHANNEL_MESSAGE = 'Gönderim şekli E-posta, SMS veya SMS ve e-posta olmalıdır';

const channel = z.enum(CHANNELS, { error: CHANNEL_MESSAGE });

const channelFields = Object.fromEntries(MESSAGE_EVENTS.map((event) => [event, channel])) as Record<MessageEvent, typeof channel>;

export const smsPanelSettingsSchema = object({
  ...channelFields,
  smsPhone: optionalPhone(SMS_PHONE_INVALID_MESSAGE)
    .refine((v) => v === null || isMobileNumber(v), { error: SMS_PHONE_NOT_MOBILE_MESSAGE }),
}).superRefine((input, ctx) => {
  // The salon's own texts (a new online booking, a customer's cancellation) need its number.
  if (input.smsPhone !== null) return;
  const needsPhone = MESSAGE_EVENTS.filter((event) => SALON_EVENTS.has(event) && wantsSms(input[event]));
  if (needsPhone.length === 0) return;
  ctx.addIssue({ code: 'custom', path: ['smsPhone'], message: SMS_PHONE_REQUIRED_MESSAGE });
  for (const event of needsPhone) ctx.addIssue({ code: 'custom', path: [event], message: SMS_NEEDS_PHONE_MESSAGE });
});
export type SmsPanelSettingsValues = z.input<typeof smsPanelSettingsSchema>;
export type SmsPanelSettingsInput = z.output<typeof smsPanelSettingsSchema>;

/** The form's starting values: the salon's choices (defaults filled in) and its phone, '' for none. */
export function smsPanelSettingsValues(channels: Record<MessageEvent, Channel>, smsPhone: string | null): SmsPanelSettingsValues {
  return { ...channels, smsPhone: smsPhone ?? '' };
}

/** The saved input as the column holds it: every event, so a later change of defaults does not change a choice made. */
export function channelsFromInput(input: SmsPanelSettingsInput): Record<MessageEvent, Channel> {
  return Object.fromEntries(MESSAGE_EVENTS.map((event) => [event, input[event]])) as Record<MessageEvent, Channel>;
}
