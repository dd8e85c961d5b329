// What a new salon owner does next, said the same way on the completion page, the trial's
// success screen and the welcome e-mail: sign in to the salon panel, then set the salon up.
// Until the steps are done the salon is not bookable (salon_is_bookable()) and in no public
// list, so every owner must be told. Pure (imported by client components and the mail).

export const PANEL_SIGN_IN_PATH = '/panel/giris';

export const PANEL_SETUP_STEPS = [
  '1. Çalışma saatlerinizi belirleyin',
  '2. Hizmetlerinizi ekleyin',
  '3. Personel ekleyin ve hizmetlerini seçin',
] as const;

export const PANEL_SETUP_NOTE = 'Bu adımlar tamamlanınca salonunuz listelerde görünür ve online randevu almaya başlar.';

/**
 * The sign-in page with the new salon's code and username filled in (issue 28: the owner had to
 * copy them over); neither is a secret, the password never travels this way.
 */
export function panelSignInPath(salonCode: string, username: string): string {
  return `${PANEL_SIGN_IN_PATH}?${new URLSearchParams({ kod: salonCode, kullanici: username })}`;
}

/** The absolute sign-in address for an e-mail: '{SITE_URL}/panel/giris?kod=…&kullanici=…'. */
export function panelSignInUrl(siteUrl: string, salonCode: string, username: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${panelSignInPath(salonCode, username)}`;
}
