// Owner values that must be unique across salon owners (users.username, users.email,
// users.phone UNIQUE). The live checks and the server's final word use the same words.
export type OwnerClashField = 'username' | 'email' | 'phone';

export const TAKEN_MESSAGES: Record<OwnerClashField, string> = {
  username: 'Bu kullanıcı adı zaten kullanılıyor',
  email: 'Bu email adresi zaten kullanılıyor',
  phone: 'Bu telefon numarası zaten kullanılıyor',
};

/** Spec 1 §5: a clash stops registration with a message naming the value. */
export function clashMessage(field: OwnerClashField, value: string): string {
  switch (field) {
    case 'username': return `'${value}' kullanıcı adı zaten kullanılıyor`;
    case 'email': return `'${value}' email adresi zaten kullanılıyor`;
    case 'phone': return `'${value}' telefon numarası zaten kullanılıyor`;
  }
}

/** Which owner field a violated users_*_key constraint is about. */
export function clashFieldFromConstraint(constraint: string | undefined): OwnerClashField | null {
  switch (constraint) {
    case 'users_username_key': return 'username';
    case 'users_email_key': return 'email';
    case 'users_phone_key': return 'phone';
    default: return null;
  }
}
