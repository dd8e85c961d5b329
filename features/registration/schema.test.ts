import { describe, expect, it } from 'vitest';
import { orderedStepErrors, ownerStepSchema, registrationSchema } from './schema';

const salon = { name: 'Işıltı', address: 'Moda Cad. 1', cityId: 34, districtId: 5, phone: '0 (532) 111 22 33', email: 'Salon@Example.com', logoKey: null };
const owner = { username: 'isil', password: 'gizli1', firstName: 'Işıl', lastName: 'Çelik', email: 'isil@example.com', phone: '05321112233' };

describe('registration validation (spec 1 §5)', () => {
  it('checks step 1 in the spec order with its words', () => {
    expect(orderedStepErrors('salon', { name: '', address: ' ', cityId: null, districtId: null, phone: '', email: '' }, {}).map((e) => e.message)).toEqual([
      'Salon adı gereklidir', 'Salon adresi gereklidir', 'Şehir seçimi gereklidir', 'İlçe seçimi gereklidir',
      'Salon telefonu gereklidir', 'Salon email adresi gereklidir',
    ]);
    expect(orderedStepErrors('salon', { ...salon, phone: '0532 11', email: 'x@' }, {}).map((e) => e.message)).toEqual([
      'Geçerli bir telefon numarası girin (0XXX XXX XX XX)', 'Geçerli bir email adresi girin',
    ]);
  });

  it('puts a live clash right after its own field', () => {
    expect(orderedStepErrors('salon', { ...salon, email: '' }, { phone: true })).toEqual([
      { field: 'phone', message: 'Bu telefon numarası zaten kullanılıyor' },
      { field: 'email', message: 'Salon email adresi gereklidir' },
    ]);
    expect(orderedStepErrors('owner', { ...owner, username: 'ab', firstName: '' }, { email: true }).map((e) => e.message)).toEqual([
      'Kullanıcı adı en az 3 karakter olmalıdır', 'Ad gereklidir', 'Bu email adresi zaten kullanılıyor',
    ]);
  });

  it('checks step 2 in the spec order', () => {
    expect(orderedStepErrors('owner', { username: '', password: '12345', firstName: '', lastName: '', email: '', phone: '' }, {}).map((e) => e.message)).toEqual([
      'Kullanıcı adı gereklidir', 'Şifre en az 6 karakter olmalıdır', 'Ad gereklidir', 'Soyad gereklidir',
      'Email adresi gereklidir', 'Telefon numarası gereklidir',
    ]);
    expect(orderedStepErrors('owner', owner, {})).toEqual([]);
  });

  it('normalises what the server stores', () => {
    const parsed = registrationSchema.parse({ salon, owner, planId: '2b1f0f4e-8c1a-4c55-9a39-4f7cf5d0b7a1' });
    expect(parsed.salon.phone).toBe('05321112233');
    expect(parsed.salon.email).toBe('salon@example.com');
  });

  it('refuses control characters, wrong types and foreign logo keys', () => {
    const r = registrationSchema.safeParse({ salon: { ...salon, name: 'a\u0000b', cityId: '34', logoKey: '../etc/passwd' }, owner, planId: 'x' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['salon.name', 'salon.cityId', 'salon.logoKey', 'planId']));
  });

  it('counts a password in characters, accepts 40 Turkish letters and refuses one of only spaces', () => {
    const password = (value: string) => ownerStepSchema.safeParse({ ...owner, password: value });
    expect(password('şğüöçıŞĞÜÖÇİ'.repeat(4).slice(0, 40)).success).toBe(true);
    expect(password('ş'.repeat(64)).success).toBe(true);
    expect(password('ş'.repeat(65)).error?.issues[0].message).toBe('Şifre en fazla 64 karakter olabilir');
    expect(password('       ').error?.issues[0].message).toBe('Şifre yalnızca boşluklardan oluşamaz');
    expect(password('çğ1').error?.issues[0].message).toBe('Şifre en az 6 karakter olmalıdır');
  });
});
