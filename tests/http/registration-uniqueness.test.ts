// Issue 24, item 7, through the real route handlers: the availability route answers the
// wizard's new checks (a salon's phone and e-mail against salons too, a name in the district,
// usernames whatever their case) and registration refuses what the checks call taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { createRegistrationFixture, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { checkAvailability, payload, register, requestToken } from './registration-helpers';

describe.each(databaseKinds)('registration uniqueness endpoints on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  const salonCount = async () => Number((await test.conn.query<{ n: string }>(`select count(*) n from salons`))[0].n);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  /** A registered salon whose own phone and e-mail are not its owner's. */
  async function salonWithOwnLine(n: string) {
    const body = payload(f, f.plans.trial.id, { salon: { name: `Ayna Kuaför ${n}`, phone: `0216555${n}`, email: `iletisim-${n}@ayna.example` } });
    expect((await register(body)).status).toBe(201);
    return body;
  }

  it('answers a salon phone or e-mail of another salon as taken, though no owner has it', async () => {
    const body = await salonWithOwnLine('0101');
    expect(await checkAvailability({ salonPhone: '0 (216) 555 01 01' })).toEqual({ status: 200, body: { taken: true } });
    expect(await checkAvailability({ salonEmail: 'ILETISIM-0101@ayna.example' })).toEqual({ status: 200, body: { taken: true } });
    // The owner check (step 2) still asks owners only.
    expect(await checkAvailability({ phone: '02165550101' })).toEqual({ status: 200, body: { taken: false } });
    // An owner's values are taken for a salon too; free ones are free.
    expect(await checkAvailability({ salonEmail: body.owner.email })).toEqual({ status: 200, body: { taken: true } });
    expect(await checkAvailability({ salonPhone: '02165559999' })).toEqual({ status: 200, body: { taken: false } });
  });

  it('refuses a registration whose salon phone or e-mail belongs to another salon, naming it, and writes nothing', async () => {
    await salonWithOwnLine('0202');
    const before = await salonCount();
    const samePhone = await register(payload(f, f.plans.trial.id, { salon: { phone: '02165550202' } }));
    expect(samePhone).toMatchObject({ status: 409, body: {
      error: `'02165550202' telefon numarası zaten kullanılıyor`,
      fieldErrors: { 'salon.phone': 'Bu telefon numarası zaten kullanılıyor' },
    } });
    const sameEmail = await register(payload(f, f.plans.trial.id, { salon: { email: 'Iletisim-0202@Ayna.example' } }));
    expect(sameEmail).toMatchObject({ status: 409, body: { fieldErrors: { 'salon.email': 'Bu email adresi zaten kullanılıyor' } } });
    // A paid registration is refused before any payment starts.
    const paid = await requestToken(payload(f, f.plans.monthly.id, { salon: { phone: '02165550202' } }));
    expect(paid).toMatchObject({ status: 409, body: { fieldErrors: { 'salon.phone': 'Bu telefon numarası zaten kullanılıyor' } } });
    expect(await salonCount()).toBe(before);
  });

  it('finds a salon name in the same district (a warning), but registers it anyway', async () => {
    await salonWithOwnLine('0303');
    expect(await checkAvailability({ salonName: 'AYNA KUAFÖR 0303', districtId: String(f.districtId) })).toEqual({ status: 200, body: { taken: true } });
    expect(await checkAvailability({ salonName: 'Ayna Kuaför 9999', districtId: String(f.districtId) })).toEqual({ status: 200, body: { taken: false } });
    expect(await checkAvailability({ salonName: 'Ayna Kuaför 0303', districtId: '999999' })).toEqual({ status: 200, body: { taken: false } });
    const twin = await register(payload(f, f.plans.trial.id, { salon: { name: 'Ayna Kuaför 0303' } }));
    expect(twin.status).toBe(201);
  });

  it('answers an owner username in another case as taken, and registration refuses it with 409', async () => {
    const first = payload(f, f.plans.trial.id, { owner: { username: 'sahip_y1' } });
    expect((await register(first)).status).toBe(201);
    expect(await checkAvailability({ username: 'SAHIP_Y1' })).toEqual({ status: 200, body: { taken: true } });
    const before = await salonCount();
    const res = await register(payload(f, f.plans.trial.id, { owner: { username: 'SAHIP_Y1' } }));
    expect(res).toEqual(expect.objectContaining({ status: 409, body: {
      error: `'SAHIP_Y1' kullanıcı adı zaten kullanılıyor`,
      fieldErrors: { 'owner.username': 'Bu kullanıcı adı zaten kullanılıyor' },
    } }));
    expect(await salonCount()).toBe(before);
  });

  it('refuses malformed new queries with 400', async () => {
    expect((await checkAvailability({ salonName: 'Ayna' })).status).toBe(400); // no district
    expect((await checkAvailability({ salonName: 'Ayna', districtId: 'x' })).status).toBe(400);
    expect((await checkAvailability({ districtId: '1' })).status).toBe(400);
    expect((await checkAvailability({ salonName: ' ', districtId: '1' })).status).toBe(400);
    expect((await checkAvailability({ salonPhone: '0532' })).status).toBe(400);
    expect((await checkAvailability({ salonEmail: 'x@' })).status).toBe(400);
    expect((await checkAvailability({ salonEmail: 'a@b.co', salonPhone: '05321112233' })).status).toBe(400);
  });
});
