/** The login/register dialog's two tabs. */
export type AuthTab = 'login' | 'register';
